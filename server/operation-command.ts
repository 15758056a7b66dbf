import { type ParseArgsConfig, parseArgs } from "node:util";
import { OperationError } from "~/server/operations/operation-error.server";

/** The parsed arguments, or null once their fault and the usage were written (exit code 2). */
export function commandLine<T extends ParseArgsConfig>(
  config: T,
  write: (text: string) => void,
  usage: string,
  check?: (line: ReturnType<typeof parseArgs<T>>) => void,
): ReturnType<typeof parseArgs<T>> | null {
  try {
    const line = parseArgs(config);
    check?.(line);
    return line;
  } catch (error) {
    write(`${(error as Error).message}\n${usage}\n`);
    return null;
  }
}

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
