import { Link } from "react-router";

/** A 'More' link whose accessible name says what it leads to ("More about the founder"). */
export function MoreLink({ to, label, subject }: { to: string; label: string; subject: string }) {
  return (
    <Link to={to} className="font-semibold text-brand-700 underline underline-offset-4">
      {label}
      <span className="sr-only"> about {subject}</span>
    </Link>
  );
}
