import { type Count, limitBand } from "~/lib/content-limits";
import type { Seo } from "../types";

const seo = (path: string, title: string, description: string): Seo => ({ path, title, description });

const limitCount = (count: Count) => {
  if (count.kind === "chars")
    return count.used > count.max
      ? `${count.used} of ${count.max} characters: ${count.used - count.max} too many. Shorten it to save.`
      : `${count.used} of ${count.max} characters`;
  const over = [
    count.lines > count.maxItems ? `${count.lines - count.maxItems} lines too many` : "",
    count.longest > count.maxLength ? "a line too long" : "",
  ].filter(Boolean);
  return `${count.lines} of ${count.maxItems} lines; the longest has ${count.longest} of ${count.maxLength} characters${over.length ? `: ${over.join(" and ")}. Shorten it to save.` : ""}`;
};

export const adminContentPages = {
  overview: {
    seo: seo(
      "/admin/content",
      "Site content",
      "The company's details, people, clients and media on the site.",
    ),
    heading: "Site content",
    intro:
      "Edit what the site says about the company. A save keeps a draft; Preview shows every page with the drafts, to admins only; Publish puts an area live for everyone.",
    placeholdersLeft: (count: number) =>
      count === 0
        ? "No placeholder is showing on the site."
        : `${count} ${count === 1 ? "placeholder is" : "placeholders are"} still showing on the site.`,
    columns: { area: "Area", status: "Status", placeholders: "Placeholders" },
    status: { defaults: "Defaults, never published", live: "Published", unpublished: "Unpublished changes" },
    edit: (title: string) => `Edit ${title}`,
    media: {
      heading: "Unused uploaded files",
      intro:
        "A picture, video or captions file uploaded here stays on the site at its address until it is deleted, also after it was replaced. Files that no draft and no published version uses can be deleted here. Files of earlier published versions are kept, so that restoring a version brings its files back.",
      unused: (files: number, size: string) =>
        files === 0
          ? "Every uploaded file is used by a draft or a published version."
          : `${files} uploaded ${files === 1 ? "file is" : "files are"} used by no draft and no published version (${size}).`,
      recent: (files: number) =>
        `${files} ${files === 1 ? "file" : "files"} uploaded in the last hour ${files === 1 ? "is" : "are"} kept for now: a save may be about to use ${files === 1 ? "it" : "them"}.`,
      warning:
        "Deleting cannot be undone: the files' addresses answer Not Found from then on. Backups made before keep them.",
      delete: (files: number) => `Delete the ${files} unused ${files === 1 ? "file" : "files"}`,
      deleted: (files: number, size: string) =>
        files === 0
          ? "No unused file was found: nothing was deleted."
          : `Deleted ${files} unused ${files === 1 ? "file" : "files"} (${size}).`,
      failed: "Nothing was deleted. Reload the page and try again.",
      badAction: "Choose Delete the unused files.",
    },
  },
  editor: {
    seoTitle: (title: string) => `Edit ${title}`,
    heading: (title: string) => `Edit: ${title}`,
    save: "Save draft",
    publish: "Publish",
    saved: "Draft saved. Preview it, or publish it when it is ready.",
    published: (version: number) =>
      `Published as version ${version}. The site shows it within a few seconds.`,
    restored: (from: number, version: number) =>
      `Restored ${from === 0 ? "the template's defaults" : `version ${from}`}: the site shows ${from === 0 ? "them" : "it"} again, published as version ${version}. The draft is that version too.`,
    failed: "Nothing was saved. Correct the fields marked below.",
    notPublished: "Not published. Correct the fields marked below.",
    stale:
      "This draft was changed in another tab or by another admin since you opened it. Nothing was saved: reload the page to see the latest draft, then make your change again.",
    unknownVersion: "That version does not exist.",
    missingRevision: "The form is missing its revision: reload the page.",
    foreignFile: "That file field is not part of this form.",
    fileRefused: (where: string, why: string) => `${where}: ${why}`,
    placeholder: "Placeholder: still the stand-in text of the template.",
    placeholderMedia: "Placeholder: still the stand-in file of the template.",
    tokens:
      "Texts may name the company's details: {company}, {address}, {phone}, {officeHours}, {internship}, {host}, {founder} and {founderTitle} are replaced with the published values.",
    status: {
      defaults: "The site shows the template's defaults: this area was never published.",
      live: (version: number) => `The site shows version ${version}.`,
      unpublished: "The draft below has changes the site does not show yet: publish it to show them.",
      same: "What you see below is what the site shows.",
    },
    choose: "Choose one",
    list: {
      empty: "None yet.",
      remove: (item: string) => `Remove ${item}`,
      added: (list: string) => `Added a new item to ${list}, at the end.`,
      removed: (item: string) => `Removed ${item}.`,
    },
    currentFile: "Current file",
    newFile: {
      image: "New picture (PNG, JPEG or WebP)",
      video: "New video (MP4 or WebM)",
      captions: "New captions (WebVTT, .vtt)",
    },
    keptFile: "New, not saved yet: the form was refused, this file waits in it. Save to keep it.",
    alt: "Text alternative",
    altHint: "What the picture shows, for people who cannot see it. Required before publishing.",
    videoAltHint: "What the video shows, read by screen readers before the player.",
    view: "Show it on the site",
    limit: {
      count: limitCount,
      announce: (count: Count) => {
        const band = limitBand(count);
        if (band === "over") return `Over the limit. ${limitCount(count)}`;
        if (band === "within") return "Within the limit again.";
        return count.kind === "chars"
          ? `${count.max - count.used} characters left.`
          : `Near the limit: lines may have ${count.maxLength} characters.`;
      },
    },
    history: {
      heading: "Published versions",
      empty: "Nothing published yet: the site shows the template's defaults.",
      columns: { version: "Version", publishedAt: "Published", by: "By", action: "Action" },
      live: "Live now",
      restoredFrom: (version: number) => `a copy of version ${version}`,
      restore: (version: number) => (version === 0 ? "Restore the defaults" : `Restore version ${version}`),
      confirm: {
        heading: (version: number) =>
          version === 0 ? "Restore the template's defaults?" : `Restore version ${version}?`,
        what: (version: number, live: number, next: number) =>
          `The site will show ${version === 0 ? "the template's defaults" : `version ${version}`} again in place of version ${live}, published as a new version ${next}, and the draft becomes that version. Version ${live} stays in this list and can be restored later.`,
        draftReplaced: "The draft's changes that are not published yet will be replaced.",
        restore: (version: number) =>
          version === 0 ? "Yes, restore the defaults" : `Yes, restore version ${version}`,
        cancel: "Cancel",
      },
      defaults: "The template's defaults",
      unknownAdmin: "a removed admin",
    },
  },
  setup: {
    seo: seo(
      "/admin/setup",
      "Set up your site",
      "The company's details and the placeholders left to replace.",
    ),
    heading: "Set up your site",
    intro:
      "The site came with stand-in texts and pictures where the specification leaves the facts to the company. Replace them with yours, then publish each area. Each item is ticked off once it is done.",
    progress: (done: number, total: number) => `${done} of ${total} done.`,
    done: "Every placeholder has been replaced. The site shows only the company's own details.",
    doneMark: "Done",
    toDoMark: "To do",
    groups: { account: "Your account", courses: "Courses and payments" },
    items: {
      adminName: "Your name, which signs your replies",
      courses: "Courses with a dated batch open for enrolment",
      openings: "Job openings published",
      privacyContact: "The privacy notice's contact person",
    },
    editLink: (label: string) => `Edit ${label}`,
    adminHomeNotice: (count: number) =>
      `${count} ${count === 1 ? "placeholder is" : "placeholders are"} still showing on the site.`,
    adminHomeLink: "Set up your site",
  },
} as const;
