import { Link } from "react-router";
import { pagination } from "~/content/pages/admin";
import { LIST_PAGE_SIZE, lastPageOf } from "~/lib/schemas/list";

const AROUND = 2;

export function Pagination({
  page,
  total,
  href,
}: {
  page: number;
  total: number;
  href: (page: number) => string;
}) {
  const pages = lastPageOf(total);
  const from = total === 0 ? 0 : Math.min((page - 1) * LIST_PAGE_SIZE + 1, total);
  const to = Math.min(page * LIST_PAGE_SIZE, total);
  const numbers: number[] = [];
  for (let n = Math.max(1, page - AROUND); n <= Math.min(pages, page + AROUND); n++) numbers.push(n);
  const linkClass = "rounded-md px-3 py-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline";
  const step = (to: number, label: string) => (
    <li>
      <Link to={href(to)} className={linkClass}>
        {label}
      </Link>
    </li>
  );
  return (
    <nav aria-label={pagination.label} className="flex flex-wrap items-center gap-3">
      <p className="text-slate-700">{pagination.range(from, to, total)}</p>
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 ? step(page - 1, pagination.previous) : null}
        {numbers.map((n) => (
          <li key={n}>
            {n === page ? (
              <span
                aria-current="page"
                className="rounded-md bg-brand-700 px-3 py-1.5 font-semibold text-white"
              >
                <span className="sr-only">{pagination.page(n)}</span>
                <span aria-hidden="true">{n}</span>
              </span>
            ) : (
              <Link to={href(n)} className={linkClass} aria-label={pagination.page(n)}>
                {n}
              </Link>
            )}
          </li>
        ))}
        {page < pages ? step(page + 1, pagination.next) : null}
      </ul>
    </nav>
  );
}
