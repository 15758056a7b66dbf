import { Link } from "react-router";
import type { NavLink } from "~/content/navigation";

// Five places around a circle, clockwise from the top (radius 40% of the menu).
const PLACES = [
  "left-[50%] top-[10%]",
  "left-[88%] top-[38%]",
  "left-[73.5%] top-[82.4%]",
  "left-[26.5%] top-[82.4%]",
  "left-[12%] top-[38%]",
];

export function CircularMenu({ links, label }: { links: NavLink[]; label: string }) {
  return (
    <nav
      aria-label={label}
      className="relative mx-auto size-72 shrink-0 rounded-full bg-brand-100 sm:size-80"
    >
      <p
        aria-hidden="true"
        className="absolute inset-[30%] grid place-items-center rounded-full bg-brand-900 text-center font-bold text-sm text-white"
      >
        {label}
      </p>
      <ul>
        {links.map((link, position) => (
          <li
            key={link.to}
            className={`absolute -translate-x-1/2 -translate-y-1/2 ${PLACES[position % PLACES.length]}`}
          >
            <Link
              to={link.to}
              className="grid size-20 place-items-center rounded-full bg-white text-center font-semibold text-brand-800 text-sm shadow-md ring-1 ring-brand-100 hover:bg-brand-700 hover:text-white"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
