import { BlockList, isIPv4, SocketAddress } from "node:net";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rateLimitAddress } from "./rate-limit.server";

const group = fc.integer({ min: 0, max: 0xffff });
const groups = (count: number) => fc.array(group, { minLength: count, maxLength: count });

/** The same IPv6 address as a client may spell it: full, zero-padded upper case, or compressed. */
const spellings = {
  full: (parts: number[]) => parts.map((part) => part.toString(16)).join(":"),
  padded: (parts: number[]) =>
    parts.map((part) => part.toString(16).padStart(4, "0").toUpperCase()).join(":"),
  compressed: (parts: number[]) =>
    new SocketAddress({ address: spellings.full(parts), family: "ipv6" }).address,
};
const spelling = fc.constantFrom(...Object.values(spellings));

const mappedRange = new BlockList();
mappedRange.addSubnet("::ffff:0:0", 96, "ipv6");

describe("rateLimitAddress", () => {
  it("counts every address of an IPv6 /64 as one, however it is spelt", () => {
    fc.assert(
      fc.property(
        groups(4),
        groups(4),
        groups(4),
        spelling,
        spelling,
        (prefix, one, other, spellOne, spellOther) => {
          fc.pre(!mappedRange.check(spellings.full([...prefix, ...one]), "ipv6"));
          expect(rateLimitAddress(spellOne([...prefix, ...one]))).toBe(
            rateLimitAddress(spellOther([...prefix, ...other])),
          );
        },
      ),
    );
  });

  it("keeps different /64s apart", () => {
    fc.assert(
      fc.property(groups(4), groups(4), groups(4), (prefix, otherPrefix, suffix) => {
        fc.pre(prefix.join() !== otherPrefix.join());
        expect(rateLimitAddress(spellings.full([...prefix, ...suffix]))).not.toBe(
          rateLimitAddress(spellings.full([...otherPrefix, ...suffix])),
        );
      }),
    );
  });

  it("names a /64 that holds the address, for any textual IPv6 address", () => {
    fc.assert(
      fc.property(fc.ipV6(), (address) => {
        const key = rateLimitAddress(address);
        if (mappedRange.check(address, "ipv6")) return expect(isIPv4(key), key).toBe(true);
        expect(key).toMatch(/^[\da-f:]+::\/64$/);
        const subnet = new BlockList();
        subnet.addSubnet(key.replace("/64", ""), 64, "ipv6");
        expect(subnet.check(address, "ipv6"), `${address} in ${key}`).toBe(true);
      }),
    );
  });

  it("counts IPv4 clients one by one, whether or not they arrive mapped into IPv6", () => {
    fc.assert(
      fc.property(fc.ipV4(), (address) => {
        expect(rateLimitAddress(address)).toBe(address);
        expect(rateLimitAddress(`::ffff:${address}`)).toBe(address);
        expect(rateLimitAddress(`::FFFF:${address}`)).toBe(address);
      }),
    );
    expect(rateLimitAddress("::ffff:c633:6407")).toBe("198.51.100.7");
  });

  it("leaves what is not an address as it is", () => {
    for (const other of ["unknown", "prerender", ""]) expect(rateLimitAddress(other)).toBe(other);
  });
});
