import type { FieldErrors } from "~/lib/validation";

/**
 * Thrown by a lead form's store when what was sent cannot be had now (a course's batch filled up
 * while the visitor was choosing): the lead's transaction rolls back whole, so nothing of it is
 * kept, and the action answers 409 with the message of each refused field.
 */
export class LeadRefused extends Error {
  constructor(readonly fields: FieldErrors) {
    super(Object.values(fields).join(" "));
    this.name = "LeadRefused";
  }
}
