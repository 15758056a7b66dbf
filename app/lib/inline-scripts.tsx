import { createContext, type ReactNode, useContext } from "react";

// The inline scripts' sources come from the server's entry, so the browser's bundle never holds
// them: only pages React does not hydrate render them. `leadForm` is the address of the lead form's
// module, which loads its schemas lazily.
export type InlineScripts = { page: string; upload: string; leadForm: string };

const InlineScriptsContext = createContext<InlineScripts>({ page: "", upload: "", leadForm: "" });

export function InlineScriptsProvider({ source, children }: { source: InlineScripts; children: ReactNode }) {
  return <InlineScriptsContext.Provider value={source}>{children}</InlineScriptsContext.Provider>;
}

export const useInlineScripts = () => useContext(InlineScriptsContext);
