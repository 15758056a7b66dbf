import { jobPosting } from "~/lib/job-posting";
import type { OpeningFacts } from "~/lib/openings";
import { useSiteSettings } from "~/lib/site";
import { JsonLd } from "../JsonLd";

export function JobPostingJsonLd({ opening }: { opening: OpeningFacts }) {
  const { appUrl, profile } = useSiteSettings();
  return <JsonLd data={jobPosting(opening, { name: profile.name, url: appUrl })} />;
}
