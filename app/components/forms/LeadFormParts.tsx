import { useEffect, useState } from "react";
import { Link } from "react-router";
import { privacyLink } from "~/content/privacy-link";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { rememberVisit } from "~/lib/visit";
import { noVisitSource, type VisitKey, visitFields } from "~/lib/visit-source";

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

// Empty until hydrated (without JavaScript the server reads the Referer). This effect runs before
// the root's, so on a visit's first page it is this one that keeps the visit.
function VisitFields() {
  const [visit, setVisit] = useState(noVisitSource);
  useEffect(() => setVisit(rememberVisit()), []);
  return (Object.keys(visitFields) as VisitKey[]).map((key) => (
    <input key={key} type="hidden" name={visitFields[key]} value={visit[key]} />
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
