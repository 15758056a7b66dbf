import { Link } from "react-router";
import { privacyPage } from "~/content/pages/privacy";

/**
 * The line beside a lead form's submit button that leads to the privacy notice (decision 053):
 * what the form collects, why and for how long is one link away before anything is sent.
 */
export function PrivacyNoticeLink() {
  const { before, label } = privacyPage.formLink;
  return (
    <p className="text-slate-700 text-sm">
      {`${before} `}
      <Link to={privacyPage.seo.path} className="font-semibold text-brand-700 underline">
        {label}
      </Link>
    </p>
  );
}
