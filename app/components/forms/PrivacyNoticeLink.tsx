import { Link } from "react-router";
import { privacyLink } from "~/content/privacy-link";

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
