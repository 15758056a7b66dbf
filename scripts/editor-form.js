// The form of a content editor (/admin/content/<area>) as its page holds it, for the scripts and
// tests that publish through the editor as an admin would: every input and text area with its value.

/** @param {string} html */
const unescapeHtml = (html) =>
  html
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/**
 * @param {string} page the editor page's HTML
 * @param {Record<string, string>} changes fields to set, the button's `intent` among them
 */
export function editorForm(page, changes) {
  const form = new FormData();
  for (const [, name, value] of page.matchAll(/<input[^>]*?name="([^"]+)"[^>]*?value="([^"]*)"/g))
    form.set(/** @type {string} */ (name), unescapeHtml(/** @type {string} */ (value)));
  for (const [, name, value] of page.matchAll(/<textarea[^>]*?name="([^"]+)"[^>]*>([\s\S]*?)<\/textarea>/g))
    form.set(/** @type {string} */ (name), unescapeHtml(/** @type {string} */ (value)));
  for (const [name, value] of Object.entries(changes)) form.set(name, value);
  return form;
}
