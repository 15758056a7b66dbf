import { createContext, type ReactNode, useContext } from "react";

// In the browser, the nonce the server gave this page, read from its scripts (browsers hide the
// attribute but keep the property): elements render with the same nonce they were served with,
// so hydration finds no difference.
const pageNonce =
  typeof document === "undefined"
    ? ""
    : ((document.querySelector("script[nonce]") as HTMLScriptElement | null)?.nonce ?? "");

const NonceContext = createContext(pageNonce);

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export const useNonce = () => useContext(NonceContext);
