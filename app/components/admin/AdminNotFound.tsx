import { Link } from "react-router";
import { adminPages } from "~/content/pages/admin";
import { messages } from "~/lib/messages";
import { AdminLayout } from "./AdminLayout";
import { link } from "./controls";

export function AdminNotFound({ heading, back }: { heading: string; back: { to: string; label: string } }) {
  return (
    <AdminLayout heading={heading}>
      <Link to={back.to} className={link}>
        {back.label}
      </Link>
    </AdminLayout>
  );
}

export function UserNotFound({ heading }: { heading: string }) {
  return (
    <AdminLayout heading={heading}>
      <p className="text-lg text-slate-800">{messages.admin.userNotFound}</p>
      <Link to={adminPages.newUser.back.to} className="self-start font-semibold text-brand-700 underline">
        {adminPages.newUser.back.label}
      </Link>
    </AdminLayout>
  );
}
