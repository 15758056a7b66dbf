import { createContext, type ReactNode, useContext } from "react";

// In the browser, the request id an error page was served with, read from that page, so the
// hydrated error screen shows the same id the server logged and sent in X-Request-Id.
const pageRequestId =
  typeof document === "undefined" ? "" : (document.querySelector("[data-request-id]")?.textContent ?? "");

const RequestIdContext = createContext(pageRequestId);

export function RequestIdProvider({ requestId, children }: { requestId: string; children: ReactNode }) {
  return <RequestIdContext.Provider value={requestId}>{children}</RequestIdContext.Provider>;
}

export const useRequestId = () => useContext(RequestIdContext);
