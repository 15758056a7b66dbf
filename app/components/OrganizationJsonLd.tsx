import { companyFacts } from "~/content/company";
import { useSiteSettings } from "~/lib/site";
import { JsonLd } from "./JsonLd";

export function OrganizationJsonLd() {
  const { appUrl, companyEmail, profile } = useSiteSettings();
  const organization = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: profile.name,
    url: `${appUrl}/`,
    logo: `${appUrl}/favicon.svg`,
    email: companyEmail,
    telephone: profile.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: profile.address,
      addressLocality: companyFacts.city,
      addressCountry: "IN",
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      telephone: profile.phone,
      email: companyEmail,
      availableLanguage: ["English", "Hindi", "Marathi"],
      hoursAvailable: profile.officeHours,
    },
  };
  return <JsonLd data={organization} />;
}
