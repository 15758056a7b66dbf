import { createContext, type ReactNode, useContext } from "react";

// The inline scripts' sources come from the server's entry, so the browser's bundle never holds
// them: only pages React does not hydrate render them.
export interface InlineScripts {
  page: string;
  upload: string;
}

const PageScriptContext = createContext<InlineScripts>({ page: "", upload: "" });

export function PageScriptProvider({ source, children }: { source: InlineScripts; children: ReactNode }) {
  return <PageScriptContext.Provider value={source}>{children}</PageScriptContext.Provider>;
}

export const usePageScript = () => useContext(PageScriptContext);
