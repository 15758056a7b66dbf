import type { Panel } from "~/content/types";
import { useSiteSettings } from "~/lib/site";
import { ContentImage } from "./ContentImage";

export function PanelBody({ panel }: { panel: Panel }) {
  const { companyEmail, hrEmail } = useSiteSettings();
  const email = panel.mailTo === "hr" ? hrEmail : panel.mailTo === "company" ? companyEmail : null;
  return (
    <div className="flex flex-col gap-3">
      {panel.heading ? <h4 className="font-bold text-brand-900">{panel.heading}</h4> : null}
      {panel.image ? <ContentImage picture={panel.image} className="h-auto max-w-40" /> : null}
      {panel.paragraphs?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {panel.facts ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {panel.facts.map((fact) => (
            <div key={fact.label} className="contents">
              <dt className="font-semibold">{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {panel.note ? <p className="text-slate-700 text-sm italic">{panel.note}</p> : null}
      {email ? (
        <p>
          Mail:{" "}
          <a className="font-semibold text-brand-700 underline" href={`mailto:${email}`}>
            {email}
          </a>
        </p>
      ) : null}
    </div>
  );
}
