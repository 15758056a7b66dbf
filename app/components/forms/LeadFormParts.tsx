import { Link } from "react-router";
import { privacyLink } from "~/content/privacy-link";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { visitFields } from "~/lib/visit-source";

export function Honeypot() {
  return (
    <div hidden aria-hidden="true">
      <label>
        Leave this empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

export function HiddenLeadFields() {
  return (
    <>
      <Honeypot />
      <VisitFields />
    </>
  );
}

// Empty in the markup: the lead form's script fills them as it sends the form. Without JavaScript the
// server reads the Referer.
function VisitFields() {
  return Object.values(visitFields).map((name) => (
    <input key={name} type="hidden" name={name} defaultValue="" />
  ));
}

// After the submit button, so Tab from the form's last field still goes straight to it.
export function PrivacyNoticeLink() {
  const { before, label, path } = privacyLink;
  return (
    <p className="text-slate-700 text-sm">
      {`${before} `}
      <Link to={path} className="font-semibold text-brand-700 underline">
        {label}
      </Link>
    </p>
  );
}
