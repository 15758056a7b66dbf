import { expect, it } from "vitest";
import { auditDetails } from "./audit";

// The audit page showed its details as stored JSON, with the code's names in it.
it("reads an entry's details as words, its keys without camel or snake case", () => {
  expect(auditDetails(JSON.stringify({ attempts: 8, lastError: "550 refused" }))).toBe(
    "Attempts: 8 · Last error: 550 refused",
  );
  expect(
    auditDetails(JSON.stringify({ is_verified: { from: 0, to: 1 }, name: { from: "A", to: "B" } })),
  ).toBe("Is verified: 0 → 1 · Name: A → B");
  expect(
    auditDetails(
      JSON.stringify({
        q: "",
        kind: "need",
        stages: ["new", "won"],
        assigneeId: null,
        passwordReplaced: true,
      }),
    ),
  ).toBe("Q:  · Kind: need · Stages: new, won · Assignee id: none · Password replaced: yes");
  expect(auditDetails(JSON.stringify({ stages: [] }))).toBe("Stages: none");
  expect(auditDetails(null)).toBe("");
  expect(auditDetails("not json")).toBe("not json");
});

it("reads stored codes as labels by the key they are stored under", () => {
  const label = (key: string, code: string) =>
    (
      ({ "from:new": "New", "to:contacted": "Contacted", "kind:need": "Need enquiry" }) as Record<
        string,
        string
      >
    )[`${key}:${code}`];
  expect(auditDetails(JSON.stringify({ from: "new", to: "contacted" }), label)).toBe("New → Contacted");
  expect(auditDetails(JSON.stringify({ kind: "need", note: "new" }), label)).toBe(
    "Kind: Need enquiry · Note: new",
  );
});
