import { OperationError } from "~/server/operations/operation-error.server";

/**
 * Runs an operations command: a refusal (OperationError) is one line and exit code 1; a wrong
 * usage is exit code 2 (from the command); anything else is a bug and keeps its stack.
 */
export async function runOperation(write: (text: string) => void, work: () => Promise<number>) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof OperationError)) throw error;
    write(`${error.message}\n`);
    return 1;
  }
}
