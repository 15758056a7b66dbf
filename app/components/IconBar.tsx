import { Link } from "react-router";
import { type IconBarEntry, iconBar } from "~/content/navigation";
import { telHref } from "~/lib/phone";
import { useSiteSettings } from "~/lib/site";

const PATHS: Record<IconBarEntry["icon"], string> = {
  home: "M3 11.5 12 4l9 7.5M5.5 10v10h5v-6h3v6h5V10",
  mail: "M3 6h18v12H3zM3 6l9 7 9-7",
  phone: "M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z",
  chat: "M4 5h16v11H9l-5 4zM8 9h8M8 12h5",
  briefcase: "M3 8h18v12H3zM8 8V5h8v3M3 13h18",
};

const itemClass =
  "group relative flex size-12 items-center justify-center rounded-full text-white hover:bg-white/15 focus-visible:bg-white/15";

export function IconBar() {
  const { companyEmail, profile } = useSiteSettings();
  return (
    <nav
      aria-label="Quick links"
      className="fixed top-1/2 left-0 z-30 hidden -translate-y-1/2 flex-col gap-1 rounded-r-2xl bg-brand-800 p-1.5 shadow-lg xl:flex"
    >
      {iconBar.map((entry) => {
        const icon = (
          <>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6 fill-none stroke-current"
              strokeWidth={1.8}
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={PATHS[entry.icon]} />
            </svg>
            <span className="sr-only">{entry.label}</span>
          </>
        );
        if (entry.kind === "link") {
          return (
            <Link key={entry.label} to={entry.to} title={entry.label} className={itemClass}>
              {icon}
            </Link>
          );
        }
        const href = entry.kind === "mail" ? `mailto:${companyEmail}` : telHref(profile.phone);
        return (
          <a key={entry.label} href={href} title={entry.label} className={itemClass}>
            {icon}
          </a>
        );
      })}
    </nav>
  );
}
