import { Link } from "react-router";
import { privacyLink } from "~/content/privacy-link";

/**
 * The line right after a lead form's submit button that leads to the privacy notice (decision
 * 053): what the form collects, why and for how long is one link away before anything is sent,
 * and Tab from the form's last field still goes straight to its button.
 */
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
