import { OperationError } from "./manifest.server";

/**
 * How backup runs pg_dump: the connection URL without its password, which goes in PGPASSWORD
 * instead. Any local user can read a process's arguments (ps, /proc/<pid>/cmdline); only its own
 * user can read its environment.
 */
export function pgDumpInvocation(url: string, file: string, env: NodeJS.ProcessEnv = process.env) {
  const { dbname, password } = splitPassword(url);
  return {
    args: ["--format=custom", "--no-owner", `--file=${file}`, `--dbname=${dbname}`],
    env: password === null ? env : { ...env, PGPASSWORD: password },
  };
}

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
