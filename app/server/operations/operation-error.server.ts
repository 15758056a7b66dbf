/** A refusal the operator can act on: printed as one line, exit code 1, no stack. */
export class OperationError extends Error {
  override name = "OperationError";
}
