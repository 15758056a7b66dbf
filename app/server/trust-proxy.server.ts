import { isIPv4, isIPv6 } from "node:net";
import { compile } from "proxy-addr";

/** More proxies than this in front of one site is a mistake, not a deployment. */
const MAX_PROXY_HOPS = 3;

/** A wider range holds clients, each of which could then write its own X-Forwarded-For address. */
const MIN_PREFIX = { ipv4: 8, ipv6: 32 } as const;
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

const maskBits = (mask: string) =>
  mask
    .split(".")
    .reduce((bits, part) => bits + (Number(part) >>> 0).toString(2).replaceAll("0", "").length, 0);

/** proxy-addr matches IPv4-mapped ranges against IPv4 clients. */
const isMapped = (address: string) =>
  /^\[::ffff:[0-9a-f]{1,4}:[0-9a-f]{1,4}\]$/.test(new URL(`http://[${address}]`).hostname);

function tooWide(entry: string): string | null {
  const slash = entry.lastIndexOf("/");
  if (slash === -1) return null;
  const address = entry.slice(0, slash);
  const prefix = entry.slice(slash + 1);
  if (isIPv4(address)) {
    const bits = /^\d+$/.test(prefix) ? Number(prefix) : isIPv4(prefix) ? maskBits(prefix) : MIN_PREFIX.ipv4;
    return bits < MIN_PREFIX.ipv4 ? `${entry} is wider than an IPv4 /${MIN_PREFIX.ipv4}` : null;
  }
  if (!isIPv6(address) || !/^\d+$/.test(prefix)) return null;
  const bits = Number(prefix);
  if (isMapped(address))
    return bits < 96 + MIN_PREFIX.ipv4 ? `${entry} is wider than an IPv4 /${MIN_PREFIX.ipv4}` : null;
  return bits < MIN_PREFIX.ipv6 ? `${entry} is wider than an IPv6 /${MIN_PREFIX.ipv6}` : null;
}

/** Refuses at start what Express would throw on in every worker. */
export function trustProxyProblem(value: string): string | null {
  if (value === "false") return null;
  if (/^\d+$/.test(value))
    return Number(value) > MAX_PROXY_HOPS ? `must count at most ${MAX_PROXY_HOPS} proxies in front` : null;
  const entries = value.split(",").map((entry) => entry.trim());
  for (const entry of entries) {
    if (NAMED_RANGES.has(entry)) continue;
    const wide = tooWide(entry);
    if (wide)
      return `must name the proxies, not a range of clients: ${wide}, and every client in it could choose its address in X-Forwarded-For`;
  }
  try {
    compile(entries);
    return null;
  } catch (error) {
    return `must be false, a hop count or the proxies' addresses: ${(error as Error).message}`;
  }
}
