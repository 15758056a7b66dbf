import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { inboxKinds } from "~/lib/inbox";
import { messages } from "~/lib/messages";
import { kindOf, leadListAddress } from "./params.server";

/** The answer a thrown React Router `data()` carries. */
function thrownBy(run: () => unknown) {
  try {
    run();
  } catch (error) {
    return error as { data: unknown; init: { status: number } | null };
  }
  throw new Error("nothing was thrown");
}

describe("kindOf", () => {
  it.each(inboxKinds)("reads the kind %s from the address", (kind) => {
    expect(kindOf(kind)).toBe(kind);
  });

  test.prop([
    fc.option(fc.string(), { nil: undefined }).filter((value) => !inboxKinds.includes(value as never)),
  ])("answers any other kind, or none, with a 404 that says the entry does not exist", (param) => {
    const thrown = thrownBy(() => kindOf(param));
    expect(thrown.init?.status).toBe(404);
    expect(thrown.data).toEqual({ ok: false, error: messages.admin.leadNotFound });
  });
});

describe("leadListAddress", () => {
  const from = (search: string) => new URL(`https://www.example.in/admin/inbox/need${search}`);

  it("sends a kind's old list to the one inbox with that kind alone", () => {
    expect(leadListAddress("need", from(""))).toBe("/admin/inbox?kind=need");
  });

  it("keeps the search, trimmed, and turns the old status into stages", () => {
    expect(leadListAddress("feedback", from("?q=%20Asha%20&status=new"))).toBe(
      "/admin/inbox?q=Asha&kind=feedback&stage=new",
    );
    expect(leadListAddress("online", from("?status=handled"))).toBe(
      "/admin/inbox?kind=online&stage=contacted&stage=qualified&stage=won&stage=lost",
    );
  });

  it("leaves an unknown status out, and answers on the path it is given", () => {
    expect(leadListAddress("uploads", from("?status=all&q="), "/admin/inbox/export.csv")).toBe(
      "/admin/inbox/export.csv?kind=uploads",
    );
  });
});
