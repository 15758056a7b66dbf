/** A change refused over one field of its form: the answer's status, and the message beside that field. */
export type FieldRefused = { ok: false; status: 400 | 404; field: string; message: string };

/** Thrown out of the change's transaction, so that nothing of it stays. */
export class Refusal extends Error {
  constructor(readonly outcome: FieldRefused) {
    super(outcome.message);
  }
}

export const refuse = (field: string, message: string, status: 400 | 404 = 400) =>
  new Refusal({ ok: false, status, field, message });
