import { Link } from "react-router";

/** Plain text where the figure counts no leads to link to. */
export type TableFigure = { value: string | number; to: string } | string;

export function FigureTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: { key: string; label: string; figures: TableFigure[] }[];
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-100">
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className="px-2 py-1">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-slate-200 border-t">
            <th scope="row" className="px-2 py-1 font-normal">
              {row.label}
            </th>
            {columns.slice(1).map((column, index) => (
              <td key={column} className="px-2 py-1">
                <Figure figure={row.figures[index]} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Figure({ figure }: { figure: TableFigure | undefined }) {
  if (figure === undefined || typeof figure === "string") return figure;
  return (
    <Link to={figure.to} className="font-semibold text-brand-700 underline">
      {figure.value}
    </Link>
  );
}
