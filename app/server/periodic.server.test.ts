import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it, vi } from "vitest";
import { startPeriodic } from "./periodic.server";

describe("startPeriodic", () => {
  it("runs one job at a time, skips the turns that fall during it, and stop waits for it", async () => {
    let runs = 0;
    let running = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const periodic = startPeriodic(
      async () => {
        runs++;
        running++;
        await held;
        running--;
      },
      { everyMs: 5, firstWithinMs: 0 },
    );
    await vi.waitFor(() => expect(runs).toBe(1));
    await sleep(50);
    expect(runs).toBe(1);

    let stopped = false;
    const stopping = periodic.stop().then(() => {
      stopped = true;
    });
    await sleep(20);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(running).toBe(0);
    await sleep(30);
    expect(runs).toBe(1);
  });

  it("runs again once a run has finished", async () => {
    let runs = 0;
    const periodic = startPeriodic(
      async () => {
        runs++;
      },
      { everyMs: 5, firstWithinMs: 0 },
    );
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(3));
    await periodic.stop();
    const after = runs;
    await sleep(30);
    expect(runs).toBe(after);
  });
});
