/**
 * The company's own details, shown across the site. Edit the words here; no component needs to change.
 * Values marked PLACEHOLDER are neutral stand-ins for facts the specification leaves out: replace
 * them with the company's real ones. The e-mail addresses come from configuration
 * (COMPANY_EMAIL, HR_EMAIL), not from this file.
 */
export const company = {
  /** PLACEHOLDER: the specification never names the company. */
  name: "Mumbai Soft Solutions",
  city: "Mumbai",
  /** PLACEHOLDER street address. */
  address: "2nd Floor, Sai Commercial Complex, Andheri East, Mumbai, Maharashtra 400069, India",
  /** PLACEHOLDER phone number. */
  phone: "+91 22 4000 0000",
  officeHours: "9 AM to 6 PM and 9 PM to 5 AM, except Saturday and Sunday",
  serviceLevel: "24/7/365",
  /** PLACEHOLDER for the spec's {host}: the hosting platform the company claims in its stack. */
  hostingPlatform: "Cloud hosting",
  internship: "Available: internship and training of software programming languages",
} as const;
