import { HONEYPOT_FIELD } from "~/lib/honeypot";

/** A field for bots only: not displayed, not in the tab order, not read by screen readers. */
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
