import type { ReactNode } from "react";

export interface Column<Row> {
  /** The column's heading (visually hidden when `hiddenHeader`, for a checkbox column). */
  header: string;
  hiddenHeader?: boolean;
  cell: (row: Row) => ReactNode;
  /** The cell that names its row, for screen readers (a `th scope="row"`). */
  rowHeader?: boolean;
  className?: string;
}

/**
 * Every admin list's table: a caption for screen readers, one header cell per column, the rows, or
 * one line saying the list is empty. Long text wraps, so a long address cannot widen the table.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  /** A row's React key; lists with no id of their own may use its place. */
  rowKey: (row: Row, index: number) => string;
  empty: string;
}) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-3 py-2">
                {column.hiddenHeader ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-4 text-center text-slate-700">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row, index)} className="border-slate-200 border-t align-top">
                {columns.map((column) => {
                  const Cell = column.rowHeader ? "th" : "td";
                  return (
                    <Cell
                      key={column.header}
                      scope={column.rowHeader ? "row" : undefined}
                      className={`max-w-md px-3 py-2 text-left font-normal wrap-anywhere ${column.className ?? ""}`}
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

/**
 * The checkbox column of a list with bulk actions: each box belongs, by the form's id, to the bulk
 * form outside the table and sends its row's id.
 */
export function selectColumn<Row extends { id: string }>(
  header: string,
  form: string,
  label: (row: Row) => string,
): Column<Row> {
  return {
    header,
    hiddenHeader: true,
    cell: (row) => (
      <input
        type="checkbox"
        form={form}
        name="ids"
        value={row.id}
        aria-label={label(row)}
        className="size-4"
      />
    ),
  };
}
