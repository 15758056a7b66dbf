import { redirectDocument } from "react-router";

/**
 * A route's `handle.scripts` asks for React in the browser: `true`, or a test of its loader data.
 * A page no matched route asks for gets only the small page script (docs/decisions/017).
 */
export interface ScriptsHandle {
  scripts?: boolean | ((data: unknown) => boolean);
  /** A page without React that holds an upload form gets the upload script as well. */
  uploadScript?: boolean;
  /** One with a lead form gets the lead form's module. */
  leadFormScript?: boolean;
}

export const withScripts = { scripts: true } as const satisfies ScriptsHandle;
export const withUploadScript = { uploadScript: true } as const satisfies ScriptsHandle;
export const withLeadFormScript = { leadFormScript: true } as const satisfies ScriptsHandle;

export const asksFor = (
  matches: readonly { handle?: unknown }[],
  script: "uploadScript" | "leadFormScript",
) => matches.some((match) => (match.handle as ScriptsHandle | undefined)?.[script] === true);

export const asksForScripts = (matches: readonly { handle?: unknown; loaderData?: unknown }[]) =>
  matches.some((match) => {
    const scripts = (match.handle as ScriptsHandle | undefined)?.scripts;
    return typeof scripts === "function" ? scripts(match.loaderData) : scripts === true;
  });

/**
 * The client loader of a page that sends no React. A link to it from a page with React is then
 * followed as a document load, before React draws anything, so the page arrives with its own script.
 * The route needs a server loader too: with a client loader alone, the server renders no page.
 */
export function enterAsDocument({ request }: { request: Request }): never {
  throw redirectDocument(request.url);
}
