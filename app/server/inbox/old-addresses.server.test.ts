import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { leadKinds } from "~/lib/lead-kinds";
import { messages } from "~/lib/messages";
import { siteHealthKinds } from "~/lib/site-health";
import { thrownBy } from "../../../tests/support/thrown-data";
import { leadListAddress, oldKindOf, siteHealthAddress } from "./old-addresses.server";

const oldKinds = [...leadKinds, ...siteHealthKinds];

describe("oldKindOf", () => {
  it.each(oldKinds)("reads the kind %s from the old address", (kind) => {
    expect(oldKindOf(kind)).toBe(kind);
  });

  test.prop([
    fc.option(fc.string(), { nil: undefined }).filter((value) => !oldKinds.includes(value as never)),
  ])("answers any other kind, or none, with a 404 that says the entry does not exist", (param) => {
    const thrown = thrownBy(() => oldKindOf(param));
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

describe("siteHealthAddress", () => {
  it("keeps the query, as it was written, and a suffix such as the CSV export before it", () => {
    const url = new URL("https://www.example.in/admin/inbox/outbox?q=asha+%26+co&status=failed&page=3");
    expect(siteHealthAddress("outbox", url)).toBe(
      "/admin/site-health/outbox?q=asha+%26+co&status=failed&page=3",
    );
    expect(
      siteHealthAddress("broken-links", new URL("https://www.example.in/admin/inbox/broken-links")),
    ).toBe("/admin/site-health/broken-links");
    expect(siteHealthAddress("outbox", url, "/export.csv")).toBe(
      "/admin/site-health/outbox/export.csv?q=asha+%26+co&status=failed&page=3",
    );
  });
});
