import { companyInfo } from "~/content/home";
import { useFilled } from "~/lib/site";

export function CompanyInfoCard() {
  const info = useFilled(companyInfo);
  return (
    <section className="flex flex-col gap-3 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:col-span-2">
      <h2 className="font-bold text-2xl text-brand-900">{info.heading}</h2>
      {info.paragraphs.map((paragraph) => (
        <p key={paragraph} className="text-slate-700">
          {paragraph}
        </p>
      ))}
    </section>
  );
}
