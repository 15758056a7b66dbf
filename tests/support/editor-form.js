/** @param {string} html */
const unescapeHtml = (html) =>
  html
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

const attribute = (/** @type {string} */ tag, /** @type {string} */ name) => {
  const match = new RegExp(`\\s${name}(?:="([^"]*)")?[\\s/>]`).exec(tag);
  return match ? unescapeHtml(match[1] ?? "") : undefined;
};

/**
 * @param {string} page the editor page's HTML
 * @param {Record<string, string>} changes fields to set, the button's `intent` among them
 */
export function editorForm(page, changes) {
  const form = new FormData();
  for (const [tag] of page.matchAll(/<input\s[^>]*>/g)) {
    const name = attribute(tag, "name");
    if (name === undefined) continue;
    const type = attribute(tag, "type");
    if (type === "file" || type === "submit") continue;
    // An unticked checkbox sends nothing.
    if (type === "checkbox") {
      if (attribute(tag, "checked") !== undefined) form.set(name, attribute(tag, "value") || "on");
      continue;
    }
    form.set(name, attribute(tag, "value") ?? "");
  }
  for (const [, name, value] of page.matchAll(/<textarea[^>]*?name="([^"]+)"[^>]*>([\s\S]*?)<\/textarea>/g))
    form.set(/** @type {string} */ (name), unescapeHtml(/** @type {string} */ (value)));
  for (const [, tag, options] of page.matchAll(/(<select\s[^>]*>)([\s\S]*?)<\/select>/g)) {
    const name = attribute(/** @type {string} */ (tag), "name");
    const chosen = [.../** @type {string} */ (options).matchAll(/<option\s[^>]*>/g)].find(
      ([option]) => attribute(option, "selected") !== undefined,
    );
    if (name !== undefined && chosen) form.set(name, attribute(chosen[0], "value") ?? "");
  }
  for (const [name, value] of Object.entries(changes)) form.set(name, value);
  return form;
}
