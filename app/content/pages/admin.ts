import { leadKinds, leadKindViews } from "~/lib/lead-kinds";
import { messages } from "../../lib/messages";
import type { Seo } from "../types";

const seo = (path: string, title: string, description: string): Seo => ({ path, title, description });

export const adminTextBlocks = [
  {
    toggle: "About this list",
    text: "Every account of the website, newest first. Verified accounts have confirmed their email address.",
  },
  {
    toggle: "About verification",
    text: "An admin can set the Verified flag by hand, for instance after checking the address by phone.",
  },
  {
    toggle: "About privacy",
    text: "These are personal details. Share the list or its PDF only with staff who need it.",
  },
] as const;

export const verifiedText = { 1: "Verified", 0: "Not verified" } as const;

export const pagination = {
  label: "Pages",
  previous: "Previous",
  next: "Next",
  page: (n: number) => `Page ${n}`,
  range: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
} as const;

const usersCount = (n: number) => `${n} user${n === 1 ? "" : "s"}`;

export const adminPages = {
  leaveUnsaved: "You have changes that are not saved. Leave this page and lose them?",
  nav: {
    label: "Admin",
    links: [
      { to: "/admin/home", label: "Admin home" },
      { to: "/admin/dashboard", label: "Dashboard" },
      { to: "/admin/inbox", label: "Inbox" },
      { to: "/admin/charts", label: "Charts" },
      { to: "/admin/traffic", label: "Traffic" },
      { to: "/admin/batches", label: "Course batches" },
      { to: "/admin/openings", label: "Job openings" },
      { to: "/admin/templates", label: "Mail templates" },
      { to: "/admin/digest", label: "Daily digest" },
      { to: "/htmltopdf", label: "Users List" },
      { to: "/admin/content", label: "Site content" },
      { to: "/admin/audit", label: "Audit log" },
      { to: "/admin/two-factor", label: "Two-factor sign-in" },
    ],
  },
  home: {
    seo: seo("/admin/home", "Admin home", "What is waiting for the staff."),
    heading: "Admin home",
    tiles: {
      users: "Users",
      unverified: "Unverified users",
      newOf: (kind: string) => `New: ${kind}`,
      outboxWaiting: "Mails waiting to be sent",
      outboxFailed: "Mails that failed",
    },
  },
  dashboard: {
    seo: seo("/admin/dashboard", "Dashboard", "The users of the website."),
    heading: "Dashboard",
    links: {
      newUser: { to: "/admin/new-user", label: "Add new user" },
      exportPdf: { to: "/admin/export-users-pdf", label: "Export users to PDF" },
      home: { to: "/admin/home", label: "Admin home" },
    },
    search: {
      label: "Find users",
      q: "Search name, email or mobile",
      verified: "Verified",
      sort: "Sort by",
      dir: "Order",
      submit: "Search",
    },
    verifiedOptions: [
      { value: "all", label: "All" },
      { value: "1", label: verifiedText[1] },
      { value: "0", label: verifiedText[0] },
    ],
    sortOptions: [
      { value: "created", label: "Date added" },
      { value: "name", label: "Name" },
      { value: "email", label: "Email" },
      { value: "verified", label: "Verified" },
    ],
    dirOptions: [
      { value: "desc", label: "Descending" },
      { value: "asc", label: "Ascending" },
    ],
    caption: "Users",
    columns: {
      select: "Select",
      image: "Image",
      name: "Name",
      email: "Email",
      mobile: "Mobile",
      verified: "Verified",
      actions: "Actions",
    },
    selectUser: (name: string) => `Select ${name}`,
    edit: "Edit",
    delete: "Delete",
    noImage: "No picture",
    bulk: { label: "With the selected users", verify: "Verify", unverify: "Unverify", delete: "Delete" },
    confirm: {
      question: {
        verify: (n: number) => `Mark ${usersCount(n)} as verified?`,
        unverify: (n: number) => `Mark ${usersCount(n)} as not verified? They are signed out.`,
        delete: (n: number) =>
          `Delete ${usersCount(n)}? Their accounts and pictures are removed. This cannot be undone.`,
      },
      submit: {
        verify: (n: number) => `Verify ${usersCount(n)}`,
        unverify: (n: number) => `Unverify ${usersCount(n)}`,
        delete: (n: number) => `Delete ${usersCount(n)}`,
      },
    },
    done: {
      verify: (n: number) => `Verified ${usersCount(n)}.`,
      unverify: (n: number) => `Unverified ${usersCount(n)}.`,
      delete: (n: number) => `Deleted ${usersCount(n)}.`,
    },
  },
  newUser: {
    seo: seo("/admin/new-user", "Add new user", "Add a user; they receive a link to choose a password."),
    heading: "Add new user",
    labels: { name: "Name", email: "Email", mno: "Mobile", image: "Image" },
    submit: "Add user",
    back: { to: "/admin/dashboard", label: "Go back" },
  },
  editUser: {
    seo: seo("/admin/edit-user", "Edit User", "Change a user's details and the Verified flag."),
    heading: "Edit User",
    labels: { name: "Name", email: "Email", mobile: "Mobile", verified: "Verified", yes: "Yes", no: "No" },
    placeholders: { name: "Enter Name", email: "Enter Email", mobile: "Enter Mobile" },
    submit: "Update User",
    back: { to: "/admin/", label: "Go to Dashboard" },
  },
  deleteUser: {
    seo: seo("/admin/delete-user", "Delete user", "Delete a user account."),
    heading: "Delete user",
    question: (name: string, email: string) =>
      `Delete the account of ${name} (${email})? This cannot be undone.`,
    submit: "Delete",
    cancel: { to: "/admin/dashboard", label: "Go back" },
  },
  usersList: {
    seo: seo("/htmltopdf", "Users List", "The users of the website, as a page and as a PDF."),
    heading: "Users List",
    columns: { name: "Name", email: "Email", mobile: "Mobile", image: "Image", verified: "Verified" },
    verified: verifiedText[1],
    notVerified: verifiedText[0],
    empty: messages.admin.usersNotFound,
    download: "Download PDF",
  },
  audit: {
    seo: seo("/admin/audit", "Audit log", "Every change made by admins."),
    heading: "Audit log",
    summary: (total: number) => `${total} change${total === 1 ? "" : "s"} recorded.`,
    columns: { at: "When", actor: "Who", action: "What", target: "Changed", details: "Details" },
    empty: "No changes recorded yet.",
    leadFrom: (name: string) => `Lead from ${name}`,
    gone: (target: string) => `${target} (deleted since)`,
    actions: {
      "user.added": "User added",
      "user.edited": "User edited",
      "user.deleted": "User deleted",
      "user.verified": "User verified",
      "user.unverified": "User unverified",
      "user.promoted": "User made an admin",
      "lead.handled": "Lead marked handled",
      "lead.reopened": "Lead marked new",
      "lead.assigned": "Lead assigned",
      "lead.stage-changed": "Lead moved to another stage",
      "lead.noted": "Note added to a lead",
      "lead.replied": "Reply sent to a lead",
      "lead.deleted": "Lead deleted with its files",
      "data-request.due-changed": "Data request's due date changed",
      "data-request.done": "Data request done",
      "data-request.erased": "Everything held under a data request's address erased",
      "data-request.exported": "Everything held under a data request's address exported",
      "template.saved": "Mail template saved",
      "template.reset": "Mail template reset",
      "digest.subscribed": "Daily digest started",
      "digest.unsubscribed": "Daily digest stopped",
      "mail.retried": "Mail retried",
      "users.exported": "Users exported",
      "leads.exported": "Leads exported",
      "site-health.exported": "Site-health list exported",
      "batches.exported": "Course batch exported",
      "two-factor.app-added": "Authenticator app added",
      "two-factor.app-removed": "Authenticator app removed",
      "two-factor.recovery-codes-issued": "Recovery codes issued",
      "two-factor.passkey-added": "Passkey added",
      "two-factor.passkey-removed": "Passkey removed",
      "two-factor.reset": "Second factor reset",
      "two-factor.codes-locked": "Second-factor codes locked",
      "account.password-reset": "Password reset",
      "content.published": "Site content published",
      "content.restored": "Site content restored",
      "content.media-deleted": "Media file deleted",
      "enrolment.payment-recorded": "Payment recorded",
      "opening.filled": "Opening marked filled",
      "application.interview-set": "Interview set",
      "application.interview-moved": "Interview moved",
      "application.interview-cancelled": "Interview cancelled",
    },
    targets: {
      user: "User",
      users: "Users",
      lead: "Lead",
      leads: "Leads",
      content: "Site content",
      opening: "Job opening",
      media: "Media file",
      mail_outbox: "Mail",
      mail_template: "Mail template",
      not_found_reports: "Broken links",
      ...Object.fromEntries(leadKinds.map((kind) => [kind, leadKindViews[kind].label])),
    } as Record<string, string>,
  },
} as const;
