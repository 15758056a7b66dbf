import { jobPosting } from "~/lib/job-posting";
import { useNonce } from "~/lib/nonce";
import type { OpeningFacts } from "~/lib/openings";
import { useSiteSettings } from "~/lib/site";

export function JobPostingJsonLd({ opening }: { opening: OpeningFacts }) {
  const { appUrl, profile } = useSiteSettings();
  const nonce = useNonce();
  const posting = jobPosting(opening, { name: profile.name, url: appUrl });
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // JSON-LD is data, not code; "<" is escaped so the text can never close the script element.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON, escaped above.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(posting).replace(/</g, "\\u003c") }}
    />
  );
}
