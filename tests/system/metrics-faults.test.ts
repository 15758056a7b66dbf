import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/databases";
import { type RunningServer, startServer } from "../support/server";
import { readyWorkers, requestOnce } from "../support/workers";

/** The value of the first sample of `name` with these labels. */
function sample(text: string, name: string, labels = ""): number | undefined {
  const line = text.split("\n").find((entry) => entry.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.split(" ").pop());
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const MB = 1024 * 1024;

// A real small file system for DATA_DIR: the free space is what statfs says, not a stub.
describe("metrics under faults", () => {
  let mountPoint: string;
  let filler: string;
  let database: TestDatabase;
  let server: RunningServer;
  let port: number;
  const scrape = async () => {
    const answer = await requestOnce(`http://127.0.0.1:${port}/metrics`);
    expect(answer.status).toBe(200);
    return answer.text;
  };
  const logged = (text: string) => server.logs.filter((line) => line.includes(text)).length;
  const fill = () => writeFileSync(filler, Buffer.alloc(Math.round(7.5 * MB)));

  beforeAll(async () => {
    mountPoint = mkdtempSync(path.join(tmpdir(), "metrics-disk-"));
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=8m", "tmpfs", mountPoint]);
    filler = path.join(mountPoint, "filler");
    fill();
    database = await createTestDatabase("sqlite");
    port = await freePort();
    server = await startServer({
      DATABASE_URL: database.url,
      DATA_DIR: path.join(mountPoint, "data"),
      METRICS_PORT: String(port),
      WEB_CONCURRENCY: "2",
      NODE_OPTIONS: `--import=${path.resolve("tests/support/faults.mjs")}`,
    });
  });

  afterAll(async () => {
    expect(await server?.stop()).toBe(0);
    await database?.drop();
    execFileSync("umount", [mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  });

  it("warns once when DATA_DIR's disk is under 10% free, again only after it has recovered", async () => {
    await expect.poll(() => logged("disk space low")).toBe(1);
    const low = await scrape();
    await scrape();
    const size = sample(low, "data_dir_size_bytes") as number;
    expect(size).toBe(8 * MB);
    expect((sample(low, "data_dir_free_bytes") as number) / size).toBeLessThan(0.1);
    const warning = server.logs.find((line) => line.includes("disk space low")) as string;
    expect(JSON.parse(warning)).toMatchObject({ level: 40, dataDir: path.join(mountPoint, "data") });

    rmSync(filler);
    const recovered = await scrape();
    expect((sample(recovered, "data_dir_free_bytes") as number) / size).toBeGreaterThan(0.9);
    await scrape();
    // The primary logs in order: once the recovery is logged, a warning from the checks before it
    // would have been too.
    await expect.poll(() => logged("disk space recovered")).toBe(1);
    expect(logged("disk space low")).toBe(1);

    fill();
    await scrape();
    await expect.poll(() => logged("disk space low")).toBe(2);
    expect(logged("disk space recovered")).toBe(1);
  });

  it("counts a worker that stopped after an uncaught exception under that cause", async () => {
    await expect.poll(() => readyWorkers(server).length).toBe(2);
    const answer = await requestOnce(`${server.url}/healthz`, {
      headers: { "x-test-fault": "uncaught" },
    });
    expect(answer.status).toBe(200);
    await expect.poll(() => readyWorkers(server).length).toBe(3);
    const text = await scrape();
    expect(sample(text, "worker_restarts_total", '{cause="uncaught exception"}')).toBe(1);
    expect(sample(text, "worker_restarts_total", '{cause="exit code"}')).toBe(0);
    expect(sample(text, "worker_restarts_total", '{cause="signal"}')).toBe(0);
  });
});
