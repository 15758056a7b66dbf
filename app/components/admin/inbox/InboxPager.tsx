import { Link } from "react-router";
import { adminInboxPages } from "~/content/pages/admin-inbox";
import { INBOX_PAGE_SIZE, type InboxKind, inboxHref } from "~/lib/inbox";

const text = adminInboxPages.list;
const link = "font-semibold text-brand-700 underline";

/** "26–50 of 60" with Previous and Next; a step that leads nowhere is shown, not linked. */
export function InboxPager({
  kind,
  q,
  status,
  page,
  total,
}: {
  kind: InboxKind;
  q: string;
  status: string;
  page: number;
  total: number;
}) {
  const first = total === 0 ? 0 : (page - 1) * INBOX_PAGE_SIZE + 1;
  const last = Math.min(page * INBOX_PAGE_SIZE, total);
  const hasPrevious = page > 1;
  const hasNext = page * INBOX_PAGE_SIZE < total;
  return (
    <nav aria-label={text.pagination} className="flex flex-wrap items-center gap-4">
      {hasPrevious ? (
        <Link to={inboxHref(kind, { q, status, page: page - 1 })} className={link}>
          {text.previous}
        </Link>
      ) : (
        <span className="text-slate-500">{text.previous}</span>
      )}
      <span>{text.range(first, last, total)}</span>
      {hasNext ? (
        <Link to={inboxHref(kind, { q, status, page: page + 1 })} className={link}>
          {text.next}
        </Link>
      ) : (
        <span className="text-slate-500">{text.next}</span>
      )}
    </nav>
  );
}
