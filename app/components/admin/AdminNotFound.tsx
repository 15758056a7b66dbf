import { Link } from "react-router";
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
