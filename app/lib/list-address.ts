export type QueryValue = string | number | null | undefined | readonly string[];

/** Each value set and not its default, in the order given, a list's items each under its key. */
export function listAddress(
  path: string,
  values: Record<string, QueryValue>,
  defaults: Record<string, QueryValue> = {},
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === "" || value === defaults[key]) continue;
    for (const item of [value].flat()) params.append(key, String(item));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
