type Compression = "br" | "gzip";
export type Encoding = Compression | "identity";

const acceptedByHeader = new Map<string, Compression[]>();

/** The compressed encodings a client takes, best first: brotli, then gzip. */
export function accepted(acceptEncoding: string): Compression[] {
  let encodings = acceptedByHeader.get(acceptEncoding);
  if (encodings) return encodings;
  const names = new Set<string>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (!params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))) names.add(name.trim());
  }
  encodings = (["br", "gzip"] as const).filter((name) => names.has(name) || names.has("*"));
  // Clients send a handful of distinct values; a flood of odd ones must not grow this for ever.
  if (acceptedByHeader.size > 100) acceptedByHeader.clear();
  acceptedByHeader.set(acceptEncoding, encodings);
  return encodings;
}
