import { previewTexts } from "~/content/pages/preview";

/**
 * Turns preview on and opens `to` with the drafts. A whole-page form post: the pages read the
 * preview cookie when they load, so it must not be a client-side navigation.
 */
export function PreviewButton({ to }: { to: string }) {
  return (
    <form method="post" action="/admin/content/preview">
      <input type="hidden" name="preview" value="on" />
      <input type="hidden" name="redirectTo" value={to} />
      <button type="submit" className="font-semibold text-brand-700 underline">
        {previewTexts.on}
      </button>
    </form>
  );
}
