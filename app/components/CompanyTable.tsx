import type { CompanyRow } from "~/content/pages/company-contact";
import { CompanyDetailValue } from "./CompanyDetailValue";

export function CompanyTable({ caption, rows }: { caption: string; rows: CompanyRow[] }) {
  return (
    <table className="w-full max-w-4xl overflow-hidden rounded-xl bg-white text-left shadow-sm ring-1 ring-slate-200">
      <caption className="pb-3 text-left font-semibold text-brand-800">{caption}</caption>
      <tbody className="divide-y divide-slate-200">
        {rows.map((row) => (
          <tr key={row.label} className="align-top">
            <th scope="row" className="w-40 bg-brand-50 px-4 py-3 font-semibold text-brand-900">
              {row.label}
            </th>
            <td className="px-4 py-3 text-slate-800">
              <CompanyDetailValue row={row} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
