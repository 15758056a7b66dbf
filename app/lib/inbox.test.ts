import { describe, expect, it } from "vitest";
import { contactStages, inboxAddress, isLeadStage, leadStages, stagesFrom } from "./inbox";

describe("the stages", () => {
  it("count a funnel step as its stage and those after it on the way to Won; Lost alone", () => {
    expect(stagesFrom("new")).toEqual(["new", "contacted", "qualified", "won"]);
    expect(stagesFrom("qualified")).toEqual(["qualified", "won"]);
    expect(stagesFrom("won")).toEqual(["won"]);
    expect(stagesFrom("lost")).toEqual(["lost"]);
  });

  it("say which stages mean someone has been in touch, and which words are stages", () => {
    expect(contactStages).toEqual(["contacted", "qualified", "won"]);
    expect(leadStages.filter(isLeadStage)).toEqual([...leadStages]);
    expect(isLeadStage("handled")).toBe(false);
  });
});

describe("inboxAddress", () => {
  it("puts every filter that is set in the address, each stage once, and pages after the first", () => {
    expect(
      inboxAddress(
        {
          q: "Asha Rao",
          kind: "need",
          stages: ["new", "lost"],
          assignee: "none",
          from: "2026-11-01",
          to: "2026-11-27",
          contact: "waiting",
        },
        3,
      ),
    ).toBe(
      "/admin/inbox?q=Asha+Rao&kind=need&stage=new&stage=lost&assignee=none&from=2026-11-01&to=2026-11-27&contact=waiting&page=3",
    );
  });

  it("leaves out empty filters and the first page, and can name the CSV instead", () => {
    expect(inboxAddress({ q: "", stages: [] })).toBe("/admin/inbox");
    expect(inboxAddress({}, 1)).toBe("/admin/inbox");
    expect(inboxAddress({}, 2)).toBe("/admin/inbox?page=2");
    expect(inboxAddress({ kind: "feedback" }, 1, "/admin/inbox.csv")).toBe("/admin/inbox.csv?kind=feedback");
  });
});
