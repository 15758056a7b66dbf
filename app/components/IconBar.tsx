import { Link } from "react-router";
import { iconBar } from "~/content/navigation";
import { telHref } from "~/lib/phone";
import { useSiteSettings } from "~/lib/site";
import { TileIcon } from "./TileIcon";

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
            <TileIcon name={entry.icon} size="size-6" />
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
