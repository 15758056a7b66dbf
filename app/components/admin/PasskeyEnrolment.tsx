import { useState } from "react";
import { useRevalidator } from "react-router";
import { twoFactorPages } from "~/content/pages/two-factor";
import { addPasskey, type PasskeyResult } from "~/lib/passkey-ceremony";
import { PASSKEY_NAME_MAX } from "~/lib/schemas/limits";
import { useHydrated } from "~/lib/use-hydrated";
import { AccountMessage } from "../account/AccountMessage";
import { SubmitButton, TextField } from "../forms/Field";
import { useCsrfToken } from "./csrf";
import { RecoveryCodes } from "./RecoveryCodes";

const text = twoFactorPages.manage.passkeys;

export function PasskeyEnrolment() {
  const csrfToken = useCsrfToken();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const [result, setResult] = useState<PasskeyResult>();

  async function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("name") ?? "");
    setBusy(true);
    setResult(undefined);
    const answer = await addPasskey(name, csrfToken);
    setResult(answer);
    setBusy(false);
    if (answer.ok) await revalidator.revalidate();
  }

  return (
    <form onSubmit={add} className="flex flex-col gap-4">
      <fieldset disabled={busy || !hydrated} className="flex flex-col gap-4">
        <TextField
          name="name"
          id="passkey-name"
          label={text.nameLabel}
          defaultValue={text.defaultName}
          required
          maxLength={PASSKEY_NAME_MAX}
          error={result && !result.ok ? result.fields?.name : undefined}
        />
        <SubmitButton busy={busy}>{text.add}</SubmitButton>
      </fieldset>
      <noscript>
        <p>{text.needsScript}</p>
      </noscript>
      <AccountMessage result={result} />
      {result?.recoveryCodes ? <RecoveryCodes id="passkey-codes" codes={result.recoveryCodes} /> : null}
    </form>
  );
}
