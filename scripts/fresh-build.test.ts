import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { staleBuild, writeStamp } from "./fresh-build.js";

describe("staleBuild", () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  /** A project with one source file, one test file and, when asked, a build made from them. */
  const project = ({ built }: { built: boolean }) => {
    const root = mkdtempSync(path.join(tmpdir(), "fresh-build-"));
    roots.push(root);
    mkdirSync(path.join(root, "app/routes"), { recursive: true });
    writeFileSync(path.join(root, "app/routes/home.tsx"), "export default 1;\n");
    writeFileSync(path.join(root, "app/routes/home.test.tsx"), "test\n");
    if (built) {
      mkdirSync(path.join(root, "build/server"), { recursive: true });
      writeFileSync(path.join(root, "build/server/index.js"), "");
      writeStamp(root);
    }
    return root;
  };

  it("finds no build, then a fresh one", () => {
    expect(staleBuild(project({ built: false }))).toBe("No build found in build/");
    expect(staleBuild(project({ built: true }))).toBeNull();
  });

  it("calls a build stale when a source changes, appears or moves, and not for a test file", () => {
    const root = project({ built: true });
    writeFileSync(path.join(root, "app/routes/home.test.tsx"), "another test\n");
    expect(staleBuild(root)).toBeNull();
    writeFileSync(path.join(root, "app/routes/home.tsx"), "export default 2;\n");
    expect(staleBuild(root)).toMatch(/older than the sources/);
    writeStamp(root);
    writeFileSync(path.join(root, "package-lock.json"), "{}\n");
    expect(staleBuild(root)).toMatch(/older than the sources/);
    writeStamp(root);
    mkdirSync(path.join(root, "server"));
    writeFileSync(path.join(root, "server/main.ts"), "");
    expect(staleBuild(root)).toMatch(/older than the sources/);
  });

  it("uses a build shipped without its sources as it is", () => {
    const root = project({ built: true });
    rmSync(path.join(root, "app"), { recursive: true });
    expect(staleBuild(root)).toBeNull();
  });
});
