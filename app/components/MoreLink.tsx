import { Link } from "react-router";

export function MoreLink({ to, label, subject }: { to: string; label: string; subject: string }) {
  return (
    <Link to={to} className="font-semibold text-brand-700 underline underline-offset-4">
      {label}
      <span className="sr-only"> about {subject}</span>
    </Link>
  );
}
