import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  closedStages,
  contactStages,
  inboxAddress,
  isLeadStage,
  type LeadStage,
  leadAddress,
  leadDeletionAddress,
  leadStages,
  stagesFrom,
} from "./inbox";
import { isLeadKind, leadKinds } from "./lead-kinds";
import { siteHealthKinds } from "./site-health";

const stage = fc.constantFrom(...leadStages);
const onTheWay = fc.constantFrom(...leadStages.filter((known) => known !== "lost"));

describe("a funnel step", () => {
  it("counts a lead at its own stage and at every step before it, never past a lost lead", () => {
    fc.assert(
      fc.property(onTheWay, onTheWay, (earlier, later) => {
        fc.pre(leadStages.indexOf(earlier) <= leadStages.indexOf(later));
        expect(stagesFrom(earlier)).toEqual(expect.arrayContaining(stagesFrom(later)));
        expect(stagesFrom(later)[0]).toBe(later);
        expect(stagesFrom(later)).toContain("won");
        expect(stagesFrom(later)).not.toContain("lost");
      }),
    );
    expect(stagesFrom("new")).toEqual(leadStages.filter((known) => known !== "lost"));
    expect(stagesFrom("lost")).toEqual(["lost"]);
  });

  it("has nothing after a closed stage, and something after every open one", () => {
    fc.assert(
      fc.property(stage, (asked) => {
        const closed = (closedStages as readonly LeadStage[]).includes(asked);
        expect(stagesFrom(asked).length === 1).toBe(closed);
      }),
    );
  });

  it("counts as contacted exactly the leads that reached Contacted on the way to Won", () => {
    expect([...contactStages]).toEqual(stagesFrom("contacted"));
    expect(contactStages).not.toContain("new");
    expect(contactStages).not.toContain("lost");
  });
});

describe("a word from an address", () => {
  it("is a stage or a kind of lead only when it is one exactly, in its case", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), stage, fc.constantFrom(...leadKinds)), (word) => {
        expect(isLeadStage(word)).toBe((leadStages as readonly string[]).includes(word));
        expect(isLeadKind(word)).toBe((leadKinds as readonly string[]).includes(word));
      }),
    );
    expect(isLeadStage("New")).toBe(false);
    expect(isLeadKind("Feedback")).toBe(false);
  });

  it("never takes a site-health list for a kind of lead", () => {
    for (const kind of siteHealthKinds) expect(isLeadKind(kind)).toBe(false);
  });
});

describe("the inbox's address", () => {
  it("is the bare inbox when nothing is filtered and on the first page", () => {
    expect(inboxAddress({})).toBe("/admin/inbox");
    expect(inboxAddress({ q: "", stages: [], kind: null, assignee: null }, 1)).toBe("/admin/inbox");
  });

  it("names each filter set, each stage once, and a page past the first, encoded", () => {
    expect(
      inboxAddress(
        {
          q: "Asha & Rao",
          kind: "need",
          stages: ["new", "lost"],
          assignee: "none",
          from: "2026-11-01",
          to: "2026-11-27",
          contact: "waiting",
          source: "news letter",
          campaign: "diwali",
        },
        3,
      ),
    ).toBe(
      "/admin/inbox?q=Asha+%26+Rao&kind=need&stage=new&stage=lost&assignee=none&from=2026-11-01&to=2026-11-27&contact=waiting&source=news+letter&campaign=diwali&page=3",
    );
  });

  it("keeps the same filters when it names the CSV instead of the list", () => {
    fc.assert(
      fc.property(fc.constantFrom(...leadKinds), fc.subarray([...leadStages]), (kind, stages) => {
        const list = inboxAddress({ kind, stages });
        const csv = inboxAddress({ kind, stages }, 1, "/admin/inbox/export.csv");
        expect(csv.replace("/admin/inbox/export.csv", "/admin/inbox")).toBe(list);
      }),
    );
  });
});

describe("a lead's address", () => {
  it("is its own for each lead, and asks to delete it only from its page", () => {
    fc.assert(
      fc.property(fc.uuid(), fc.uuid(), (one, other) => {
        fc.pre(one !== other);
        expect(leadAddress(one)).not.toBe(leadAddress(other));
        const deletion = new URL(leadDeletionAddress(one), "https://www.example.in");
        expect(deletion.pathname).toBe(leadAddress(one));
        expect(deletion.searchParams.get("delete")).toBe("1");
      }),
    );
  });
});
