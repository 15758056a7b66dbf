import { createContext, type ReactNode, useContext } from "react";

// The page script's source comes from the server's entry, so the browser's bundle never holds it:
// only pages React does not hydrate render it.
const PageScriptContext = createContext("");

export function PageScriptProvider({ source, children }: { source: string; children: ReactNode }) {
  return <PageScriptContext.Provider value={source}>{children}</PageScriptContext.Provider>;
}

export const usePageScript = () => useContext(PageScriptContext);
