import { mapSearchFor } from "~/lib/map-link";
import { DEFAULT_UNPAID_DAYS } from "~/lib/receipts";

const address = "2nd Floor, Sai Commercial Complex, Andheri East, Mumbai, Maharashtra 400069, India";

export const defaultProfile = {
  name: "Mumbai Soft Solutions",
  host: "Cloud hosting",
  address,
  phone: "+91 22 4000 0000",
  officeHours: "9 AM to 6 PM and 9 PM to 5 AM, except Saturday and Sunday",
  mapLink: mapSearchFor(address),
  internship: "Available: internship and training of software programming languages",
  companyEmail: "",
  hrEmail: "",
};

export const defaultPayments = {
  upiId: "",
  upiPayee: "",
  bankDetails: "",
  gstin: "",
  unpaidDays: DEFAULT_UNPAID_DAYS,
};

/** Facts the specification states, the same for every deployment: not edited in the admin. */
export const companyFacts = {
  city: "Mumbai",
  serviceLevel: "24/7/365",
} as const;
