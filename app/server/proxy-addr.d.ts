// proxy-addr ships no types; this is the one function the configuration uses.
declare module "proxy-addr" {
  /** Compiles addresses, ranges and named ranges into Express's trust test; throws a TypeError for a bad one. */
  export function compile(addresses: string | string[]): (address: string, hop: number) => boolean;
}
