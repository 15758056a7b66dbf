import { previewTexts } from "~/content/pages/preview";

// Not a client-side navigation: the pages read the preview cookie when they load.
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
