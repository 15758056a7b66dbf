import { companyFacts } from "~/content/company";
import { useNonce } from "~/lib/nonce";
import { useSiteSettings } from "~/lib/site";

export function OrganizationJsonLd() {
  const { appUrl, companyEmail, profile } = useSiteSettings();
  const nonce = useNonce();
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
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // JSON-LD is data, not code; "<" is escaped so the text can never close the script element.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON, escaped above.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(organization).replace(/</g, "\\u003c") }}
    />
  );
}
