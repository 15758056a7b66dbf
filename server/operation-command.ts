import { OperationError } from "~/server/operations/operation-error.server";

/** A refusal (OperationError) is one line and exit code 1; anything else is a bug and keeps its stack. */
export async function runOperation(write: (text: string) => void, work: () => Promise<number>) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof OperationError)) throw error;
    write(`${error.message}\n`);
    return 1;
  }
}
