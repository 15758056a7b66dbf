import { TextField } from "../forms/Field";

/**
 * The field for a second factor's code: the app's six digits or a recovery code, which the server
 * tells apart. Browsers offer the code a device received (`one-time-code`) and leave it as typed.
 */
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
