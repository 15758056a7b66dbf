import type { CompanyRow } from "~/content/pages/company-contact";
import { telHref } from "~/lib/phone";
import { useSiteSettings } from "~/lib/site";

const linkClass = "font-semibold text-brand-700 underline";

export function CompanyDetailValue({ row }: { row: CompanyRow }) {
  const { companyEmail, hrEmail } = useSiteSettings();
  switch (row.kind) {
    case "text":
      return row.value;
    case "phone":
      return (
        <a className={linkClass} href={telHref(row.value)}>
          {row.value}
        </a>
      );
    case "mail": {
      const address = row.to === "hr" ? hrEmail : companyEmail;
      return (
        <a className={linkClass} href={`mailto:${address}`}>
          {address}
        </a>
      );
    }
  }
}
