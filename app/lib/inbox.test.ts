import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inboxAddress, leadAddress, leadDeletionAddress } from "./inbox";
import {
  closedStages,
  contactStages,
  firstStageOf,
  isLeadKind,
  isLeadStage,
  type LeadStage,
  leadKinds,
  leadStages,
  pipelineNames,
  pipelines,
  stageMoveRefusal,
  stagesFrom,
  stagesOf,
} from "./lead-kinds";
import { siteHealthKinds } from "./site-health";

const stage = fc.constantFrom(...leadStages);
const pipeline = fc.constantFrom(...pipelineNames);

describe("a funnel step", () => {
  it("counts a lead at its own stage and at every step before it in its pipeline, never past a lost lead", () => {
    fc.assert(
      fc.property(pipeline, fc.nat(), fc.nat(), (name, a, b) => {
        const { stages, won, lost } = pipelines[name];
        const onTheWay = stages.filter((known) => known !== lost) as LeadStage[];
        const [earlier, later] = [a % onTheWay.length, b % onTheWay.length]
          .sort((x, y) => x - y)
          .map((index) => onTheWay[index] as LeadStage) as [LeadStage, LeadStage];
        expect(stagesFrom(earlier)).toEqual(expect.arrayContaining(stagesFrom(later)));
        expect(stagesFrom(later)[0]).toBe(later);
        expect(stagesFrom(later)).toContain(won);
        expect(stagesFrom(later)).not.toContain(lost);
        expect(stagesFrom(later).every((known) => (stages as readonly string[]).includes(known))).toBe(true);
      }),
    );
    expect(stagesFrom("new")).toEqual(["new", "contacted", "qualified", "won"]);
    expect(stagesFrom("applied")).toEqual(["applied", "screening", "interview", "offer", "hired"]);
    expect(stagesFrom("lost")).toEqual(["lost"]);
    expect(stagesFrom("not_selected")).toEqual(["not_selected"]);
  });

  it("has nothing after a closed stage, and something after every open one", () => {
    fc.assert(
      fc.property(stage, (asked) => {
        const closed = (closedStages as readonly LeadStage[]).includes(asked);
        expect(stagesFrom(asked).length === 1).toBe(closed);
      }),
    );
  });

  it("counts as contacted exactly the leads past their first stage on the way to won", () => {
    expect([...contactStages]).toEqual([...stagesFrom("contacted"), ...stagesFrom("screening")]);
    for (const first of ["new", "applied", "lost", "not_selected"] as const)
      expect(contactStages).not.toContain(first);
  });
});

describe("a kind's stages", () => {
  it("gives applications the hiring stages and every other kind the sales stages, never both", () => {
    for (const kind of leadKinds) {
      const hiring = kind === "applications";
      expect(stagesOf(kind)).toEqual(hiring ? pipelines.hiring.stages : pipelines.sales.stages);
      expect(firstStageOf(kind)).toBe(hiring ? "applied" : "new");
      for (const other of leadStages)
        expect(stageMoveRefusal(kind, firstStageOf(kind), other) === "other-pipeline").toBe(
          !stagesOf(kind).includes(other),
        );
    }
    expect(leadStages.filter((known) => stagesOf("applications").includes(known))).toHaveLength(6);
  });

  it("refuses Hired straight from Not selected, but not Won from Lost nor Hired from Offer", () => {
    expect(stageMoveRefusal("applications", "not_selected", "hired")).toBe("lost-to-won");
    expect(stageMoveRefusal("applications", "not_selected", "screening")).toBeNull();
    expect(stageMoveRefusal("applications", "offer", "hired")).toBeNull();
    expect(stageMoveRefusal("enrolments", "lost", "won")).toBeNull();
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
