import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { listAddress } from "./list-address";

describe("listAddress", () => {
  it("writes the set values in the order given, each item of a list under its key", () => {
    expect(listAddress("/admin/inbox", { q: "Asha Rao & co", stage: ["new", "lost"], page: 3 })).toBe(
      "/admin/inbox?q=Asha+Rao+%26+co&stage=new&stage=lost&page=3",
    );
    expect(listAddress("/x", { b: "2", a: "1" })).toBe("/x?b=2&a=1");
  });

  it("leaves out what is unset or its default, and the ? when nothing is left", () => {
    expect(listAddress("/x", { q: "", kind: null, to: undefined, stage: [], page: 1 }, { page: 1 })).toBe(
      "/x",
    );
    expect(listAddress("/x", { status: "all", page: 2 }, { status: "all", page: 1 })).toBe("/x?page=2");
    expect(listAddress("/x", { page: 1 })).toBe("/x?page=1");
  });

  it("gives back every value when the address is read again", () => {
    const key = fc.string({ minLength: 1, maxLength: 8 });
    const value = fc.oneof(
      fc.string({ minLength: 1 }),
      fc.array(fc.string(), { minLength: 1, maxLength: 3 }),
    );
    fc.assert(
      fc.property(fc.dictionary(key, value), (values) => {
        const { searchParams } = new URL(listAddress("/list", values), "https://www.example.in");
        for (const [name, written] of Object.entries(values))
          expect(searchParams.getAll(name)).toEqual([written].flat());
        expect(new Set(searchParams.keys())).toEqual(new Set(Object.keys(values)));
      }),
    );
  });
});
