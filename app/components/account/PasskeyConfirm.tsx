import { useState } from "react";
import { confirmWithPasskey, type PasskeyResult } from "~/lib/passkey-ceremony";
import { AccountMessage } from "./AccountMessage";

/**
 * The passkey button of /confirm-access: it sends the password typed in the page's form with the
 * passkey's answer. WebAuthn exists only in the page's script: without JavaScript the button does
 * nothing, and the line under it says why.
 */
export function PasskeyConfirm({
  csrfToken,
  passwordFieldId,
  redirectTo,
  text,
}: {
  csrfToken: string;
  passwordFieldId: string;
  redirectTo: string;
  text: { label: string; hint: string; needsScript: string };
}) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<PasskeyResult>();

  async function confirm() {
    const field = document.getElementById(passwordFieldId);
    const password = field instanceof HTMLInputElement ? field.value : "";
    setBusy(true);
    setResult(undefined);
    const answer = await confirmWithPasskey(password, csrfToken);
    if (answer.ok) {
      // A whole page load, so the page asked for sees the session's new id.
      window.location.assign(redirectTo);
      return;
    }
    setResult(answer);
    setBusy(false);
  }

  return (
    <div className="flex flex-col gap-3">
      <p id="passkey-confirm-hint" className="text-slate-600 text-sm">
        {text.hint}
      </p>
      <button
        type="button"
        onClick={confirm}
        disabled={busy}
        aria-describedby="passkey-confirm-hint"
        className="self-start rounded-md border border-brand-700 bg-white px-5 py-2.5 font-semibold text-brand-800 shadow-sm hover:bg-brand-50 disabled:opacity-60"
      >
        {text.label}
      </button>
      <noscript>
        <p>{text.needsScript}</p>
      </noscript>
      <AccountMessage result={result} />
    </div>
  );
}
