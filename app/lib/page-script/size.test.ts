import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { pageScriptModule } from "../../../vite.config";

/** The page script as the build inlines it in every showing page (and hashes it in the CSP). */
async function builtPageScript() {
  const plugin = pageScriptModule();
  const load = plugin.load as (id: string) => Promise<string>;
  const module = await load("\0virtual:page-script");
  const [page = ""] = module.split("\n");
  return JSON.parse(page.replace(/^export default /, "").replace(/;$/, "")) as string;
}

describe("the page script", () => {
  it("is under 2 KB gzip, as built", async () => {
    const script = await builtPageScript();
    expect(script).toContain("sendBeacon");
    expect(gzipSync(script).length).toBeLessThan(2048);
  });
});
