import { OperationError } from "./operation-error.server";

/** The password goes in PGPASSWORD: any local user can read a process's arguments, not its environment. */
export function pgDumpInvocation(url: string, file: string, env: NodeJS.ProcessEnv = process.env) {
  const { dbname, password } = splitPassword(url);
  return {
    args: ["--format=custom", "--no-owner", `--file=${file}`, `--dbname=${dbname}`],
    env: password === null ? env : { ...env, PGPASSWORD: password },
  };
}

/** For when pg_dump is not on PATH. */
export const pgDumpCommand = (file: string) =>
  `pg_dump --format=custom --no-owner ${shellWord(`--file=${file}`)} --dbname="$DATABASE_URL"`;

/** Restore prints it rather than running it. */
export const pgRestoreCommand = (file: string) =>
  `pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" ${shellWord(file)}`;

const shellWord = (word: string) =>
  /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;

const unsplittable = "DATABASE_URL is not an address pg_dump can be given without its password.";

// libpq takes the password from the address (percent-decoded) or from a password= parameter, which
// wins; PGPASSWORD is read as it is.
function splitPassword(url: string): { dbname: string; password: string | null } {
  if (!URL.canParse(url)) throw new OperationError(unsplittable);
  const parsed = new URL(url);
  const parameters = parsed.search.slice(1).split("&");
  const fromQuery = parameters.filter((parameter) => parameter.startsWith("password=")).at(-1);
  const encoded = fromQuery?.slice("password=".length) ?? parsed.password;
  if (encoded === "") return { dbname: url, password: null };
  parsed.password = "";
  const rest = parameters.filter((parameter) => !parameter.startsWith("password="));
  parsed.search = rest.join("&");
  try {
    return { dbname: parsed.href, password: decodeURIComponent(encoded) };
  } catch {
    throw new OperationError(unsplittable);
  }
}
