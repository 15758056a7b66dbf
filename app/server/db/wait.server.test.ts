import { describe, expect, it } from "vitest";
import { databaseAddress } from "./database.server";

describe("databaseAddress", () => {
  it("names the host and port, never the user or password", () => {
    expect(databaseAddress("postgres://site:s3cret@db.example.in:6432/site")).toBe("db.example.in:6432");
    expect(databaseAddress("postgresql://site:s3cret@10.0.0.5/site")).toBe("10.0.0.5:5432");
  });
});
