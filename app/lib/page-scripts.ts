import { redirectDocument } from "react-router";

/** Each asks for a script: `true`, or a test of the loader data; `scripts` is React (docs/decisions/017). */
type Ask = boolean | ((data: unknown) => boolean);
export interface ScriptsHandle {
  scripts?: Ask;
  uploadScript?: Ask;
  leadFormScript?: Ask;
}

export const withScripts = { scripts: true } as const satisfies ScriptsHandle;
export const withUploadScript = { uploadScript: true } as const satisfies ScriptsHandle;
export const withLeadFormScript = { leadFormScript: true } as const satisfies ScriptsHandle;

export const asksFor = (
  matches: readonly { handle?: unknown; loaderData?: unknown }[],
  script: keyof ScriptsHandle = "scripts",
) =>
  matches.some((match) => {
    const ask = (match.handle as ScriptsHandle | undefined)?.[script];
    return typeof ask === "function" ? ask(match.loaderData) : ask === true;
  });

// The client loader of a page without React: a link to it is followed as a document load, so the page
// arrives with its own script. Its route needs a server loader too, or the server renders no page.
export function enterAsDocument({ request }: { request: Request }): never {
  throw redirectDocument(request.url);
}
