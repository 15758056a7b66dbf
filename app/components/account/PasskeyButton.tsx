import { useState } from "react";
import type { PasskeyResult } from "~/lib/passkey-ceremony";
import { useHydrated } from "~/lib/use-hydrated";
import { FieldNote } from "../forms/Field";
import { AccountMessage } from "./AccountMessage";

// A whole-page load after success, so every part of the site sees the new session.
export function PasskeyButton({
  label,
  hint,
  needsScript,
  redirectTo,
  ceremony,
}: {
  label: string;
  hint?: string;
  needsScript: string;
  redirectTo: string;
  ceremony: () => Promise<PasskeyResult>;
}) {
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const [result, setResult] = useState<PasskeyResult>();

  async function run() {
    setBusy(true);
    setResult(undefined);
    const answer = await ceremony();
    if (answer.ok) {
      window.location.assign(answer.redirectTo ?? redirectTo);
      return;
    }
    setResult(answer);
    setBusy(false);
  }

  return (
    <div className="flex flex-col gap-3">
      <FieldNote of="passkey" kind="hint" note={hint} />
      <button
        type="button"
        onClick={run}
        disabled={busy || !hydrated}
        aria-describedby={hint ? "passkey-hint" : undefined}
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
