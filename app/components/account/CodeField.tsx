import { TextField } from "../forms/Field";

// Takes an app's six digits or a recovery code; the server tells them apart.
export const CodeField = (props: { label: string; hint: string; error?: string }) => (
  <TextField
    name="code"
    required
    maxLength={40}
    autoComplete="one-time-code"
    autoCapitalize="none"
    spellCheck={false}
    {...props}
  />
);
