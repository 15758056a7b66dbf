import { previewTexts as text } from "~/content/pages/preview";

export function PreviewBanner() {
  return (
    <section
      aria-label="Preview"
      className="flex flex-wrap items-center justify-center gap-4 bg-amber-100 px-4 py-2 text-amber-950"
    >
      <p className="font-semibold">{text.banner}</p>
      <a className="underline underline-offset-4" href="/admin/content">
        {text.backToEditor}
      </a>
      <form method="post" action="/admin/content/preview">
        <input type="hidden" name="preview" value="off" />
        <button
          type="submit"
          className="rounded-md border border-amber-900 px-3 py-1 font-semibold hover:bg-amber-200"
        >
          {text.off}
        </button>
      </form>
    </section>
  );
}
