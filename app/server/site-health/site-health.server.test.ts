import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { messages } from "~/lib/messages";
import { siteHealthKinds } from "~/lib/site-health";
import { thrownBy } from "../../../tests/support/thrown-data";
import { kindOf } from "./site-health.server";

describe("kindOf", () => {
  it.each(siteHealthKinds)("reads the kind %s from the address", (kind) => {
    expect(kindOf(kind)).toBe(kind);
  });

  test.prop([
    fc.option(fc.string(), { nil: undefined }).filter((value) => !siteHealthKinds.includes(value as never)),
  ])(
    "answers any other kind, a kind of lead or none with a 404 that says the entry does not exist",
    (param) => {
      const thrown = thrownBy(() => kindOf(param));
      expect(thrown.init?.status).toBe(404);
      expect(thrown.data).toEqual({ ok: false, error: messages.admin.leadNotFound });
    },
  );

  it.each(["feedback", "need", "applications"])("answers the kind of lead %s with a 404", (kind) => {
    expect(thrownBy(() => kindOf(kind)).init?.status).toBe(404);
  });
});
