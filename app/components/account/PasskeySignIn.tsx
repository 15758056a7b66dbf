import { useState } from "react";
import { type PasskeyResult, signInWithPasskey } from "~/lib/passkey-ceremony";
import { AccountMessage } from "./AccountMessage";

/**
 * The passkey button of the sign-in pages. WebAuthn exists only in the page's script: without
 * JavaScript the button does nothing, and the line under it says why.
 */
export function PasskeySignIn({
  label,
  needsScript,
  redirectTo,
}: {
  label: string;
  needsScript: string;
  redirectTo: string;
}) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<PasskeyResult>();

  async function signIn() {
    setBusy(true);
    setResult(undefined);
    const answer = await signInWithPasskey();
    if (answer.ok) {
      // A whole page load, so every part of the site sees the new session.
      window.location.assign(redirectTo);
      return;
    }
    setResult(answer);
    setBusy(false);
  }

  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        onClick={signIn}
        disabled={busy}
        className="self-start rounded-md border border-brand-700 bg-white px-5 py-2.5 font-semibold text-brand-800 shadow-sm hover:bg-brand-50 disabled:opacity-60"
      >
        {label}
      </button>
      <noscript>
        <p>{needsScript}</p>
      </noscript>
      <AccountMessage result={result} />
    </div>
  );
}
