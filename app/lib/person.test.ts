import { describe, expect, it } from "vitest";
import { personName } from "./person";

describe("personName", () => {
  it("gives the name, else the email address when the name is empty or missing", () => {
    expect(personName({ name: "Asha Rao", email: "asha@example.com" })).toBe("Asha Rao");
    expect(personName({ name: "", email: "asha@example.com" })).toBe("asha@example.com");
    expect(personName({ name: null, email: "ravi@example.com" })).toBe("ravi@example.com");
  });
});
