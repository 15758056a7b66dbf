/** Shown on public pages, so kept apart from the editors' texts. */
export const previewTexts = {
  on: "Preview the drafts",
  off: "Stop previewing",
  banner:
    "Preview: you are seeing the unpublished drafts. Only admins see this; visitors see the published site.",
  backToEditor: "Back to the content editor",
};
