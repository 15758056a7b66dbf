import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { configVariables } from "~/server/config.server";

const root = path.join(import.meta.dirname, "..");
const readme = readFileSync(path.join(root, "README.md"), "utf8");

/** The process's own start (server/), which reads a few variables before the configuration does. */
const processSources = readdirSync(path.join(root, "server"))
  .filter((name) => /\.(js|ts)$/.test(name) && !name.includes(".test."))
  .map((name) => readFileSync(path.join(root, "server", name), "utf8"))
  .join("\n");

/** The variables named in the first column of the README's configuration table. */
function tableVariables(): string[] {
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? "";
  const firstCells = [...section.matchAll(/^\| (.+?) +\|/gm)].map((match) => match[1] ?? "");
  return firstCells.flatMap((cell) =>
    [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1] ?? ""),
  );
}

describe("the README's configuration table", () => {
  it("lists every variable the configuration reads", () => {
    expect(configVariables.length).toBeGreaterThan(20);
    expect(configVariables.filter((name) => !tableVariables().includes(name))).toEqual([]);
  });

  it("lists no variable nothing reads", () => {
    const others = tableVariables().filter((name) => !configVariables.includes(name));
    expect(others.filter((name) => !processSources.includes(`env.${name}`))).toEqual([]);
  });
});
