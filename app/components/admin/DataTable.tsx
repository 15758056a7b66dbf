import type { ReactNode } from "react";

export interface Column<Row> {
  header: string;
  hiddenHeader?: boolean;
  cell: (row: Row) => ReactNode;
  rowHeader?: boolean;
  className?: string;
}

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  stacked = false,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
  empty: string;
  /** Below the md breakpoint each row is a card of labelled lines: a phone never scrolls sideways. */
  stacked?: boolean;
}) {
  const phone = (classes: string) => (stacked ? classes : "");
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className={`w-full text-left text-sm ${phone("max-md:block")}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className={`bg-slate-100 text-slate-800 ${phone("max-md:sr-only max-md:block")}`}>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-3 py-2">
                {column.hiddenHeader ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={phone("max-md:block")}>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-4 text-center text-slate-700">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr
                key={rowKey(row, index)}
                className={`border-slate-200 border-t align-top ${phone("max-md:flex max-md:flex-col max-md:gap-1 max-md:p-3")}`}
              >
                {columns.map((column) => {
                  const Cell = column.rowHeader ? "th" : "td";
                  return (
                    <Cell
                      key={column.header}
                      scope={column.rowHeader ? "row" : undefined}
                      data-label={stacked && !column.hiddenHeader ? column.header : undefined}
                      className={`max-w-md px-3 py-2 text-left font-normal wrap-anywhere ${column.className ?? ""} ${phone("max-md:block max-md:max-w-none max-md:p-0 max-md:data-label:before:font-semibold max-md:data-label:before:content-[attr(data-label)_':_']")}`}
                    >
                      {column.cell(row)}
                    </Cell>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
