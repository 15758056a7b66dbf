import { Link } from "react-router";
import { companyFacts } from "~/content/company";
import { footerLinks } from "~/content/navigation";
import type { Profile } from "~/content/site-content";
import { telHref } from "~/lib/phone";

export function Footer({ companyEmail, profile }: { companyEmail: string; profile: Profile }) {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-2">
        <div className="flex flex-col gap-2">
          <p className="font-bold text-lg text-white">{profile.name}</p>
          <p>{profile.address}</p>
          <p>
            Phone: <a href={telHref(profile.phone)}>{profile.phone}</a>
          </p>
          <p>
            Mail:{" "}
            <a className="underline" href={`mailto:${companyEmail}`}>
              {companyEmail}
            </a>
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="underline-offset-4 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-slate-700 border-t py-4 text-center text-slate-300 text-sm">
        © {profile.name}, {companyFacts.city}. Service {companyFacts.serviceLevel}.
      </p>
    </footer>
  );
}
