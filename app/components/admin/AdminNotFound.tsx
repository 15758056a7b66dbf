import { Link } from "react-router";
import { AdminLayout } from "./AdminLayout";
import { link } from "./controls";

/** An admin page whose address names nothing (answered with 404): what is missing, and the way back. */
export function AdminNotFound({ heading, back }: { heading: string; back: { to: string; label: string } }) {
  return (
    <AdminLayout heading={heading}>
      <Link to={back.to} className={link}>
        {back.label}
      </Link>
    </AdminLayout>
  );
}
