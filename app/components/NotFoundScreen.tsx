import { type ActionResult, statusOf } from "~/lib/action-result";
import { useSiteSettings } from "~/lib/site";
import { HomePgButton } from "./HomePgButton";
import { StatusMessage } from "./StatusMessage";

/** Markup only: the lead form's script sends the broken-link report in place. */
export function NotFoundScreen({
  path,
  referrer,
  result,
}: {
  path?: string;
  referrer?: string | null;
  result?: ActionResult;
}) {
  const status = statusOf(result);
  const { profile } = useSiteSettings();
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-start gap-5 px-4 py-16">
      <title>{`Page not found | ${profile.name}`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="font-bold text-3xl text-slate-900">Page not found</h1>
      <p className="text-lg text-slate-700">
        Sorry, there is nothing at{" "}
        {path ? <code className="rounded bg-slate-200 px-1.5 py-0.5">{path}</code> : "this address"}. It may
        have moved, or the link may be wrong.
      </p>
      {path ? (
        <form
          method="post"
          action="/not-found"
          data-lead-form="not-found"
          className="flex flex-col items-start gap-3"
        >
          <input type="hidden" name="path" value={path} />
          <input type="hidden" name="referrer" value={referrer ?? ""} />
          <button
            type="submit"
            className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
          >
            Report this broken link
          </button>
          <StatusMessage focusable status={status} />
        </form>
      ) : (
        <StatusMessage status={status} />
      )}
      <HomePgButton />
    </section>
  );
}
