import { redirectDocument } from "react-router";

/** `scripts` asks for React: `true`, or a test of the loader data (docs/decisions/017). */
export interface ScriptsHandle {
  scripts?: boolean | ((data: unknown) => boolean);
  uploadScript?: boolean;
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

// The client loader of a page without React: a link to it is followed as a document load, so the page
// arrives with its own script. Its route needs a server loader too, or the server renders no page.
export function enterAsDocument({ request }: { request: Request }): never {
  throw redirectDocument(request.url);
}
