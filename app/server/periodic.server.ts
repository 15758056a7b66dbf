/**
 * Runs `job` every `everyMs`, the first time at a random moment within `firstWithinMs`, so workers
 * starting together spread out. A run still going when the next is due makes that one skip. The job
 * handles its own failures: it is tried again at the next run.
 */
export function startPeriodic(
  job: () => Promise<void>,
  { everyMs, firstWithinMs = everyMs }: { everyMs: number; firstWithinMs?: number },
) {
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= job().finally(() => {
      running = null;
    });
  };
  const first = setTimeout(tick, Math.random() * firstWithinMs);
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();
  return {
    /** Resolves once a run under way has finished, so the database can close behind it. */
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
