import { HONEYPOT_FIELD } from "~/lib/honeypot";

export function Honeypot() {
  return (
    <div hidden aria-hidden="true">
      <label>
        Leave this empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
