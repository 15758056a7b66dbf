import type { FieldErrors } from "~/lib/validation";

/** The lead's transaction rolls back whole, and the action answers 409 per refused field. */
export class LeadRefused extends Error {
  constructor(readonly fields: FieldErrors) {
    super(Object.values(fields).join(" "));
    this.name = "LeadRefused";
  }
}
