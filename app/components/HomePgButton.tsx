import { Link } from "react-router";

export type HomeLabel = "Home Pg" | "Home" | "Home Pg.";

export function HomePgButton({ label = "Home Pg" }: { label?: HomeLabel }) {
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
        <path d="M10 2.5 1.5 9.8l1.1 1.3L4 9.9V17h4.5v-4.5h3V17H16V9.9l1.4 1.2 1.1-1.3z" />
      </svg>
      {label}
    </Link>
  );
}
