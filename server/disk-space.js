// The free-space warning of DATA_DIR, apart from the checking so its rule can be tested alone.

/** Below this share of DATA_DIR's file system free, the log warns and the alert fires (docs/deploy.md). */
export const LOW_DISK_RATIO = 0.1;

/**
 * What one check of the free space says, given whether the last one found it low: a warning only
 * when it drops below LOW_DISK_RATIO, a note when it is back above, and nothing in between.
 * @param {boolean} wasLow
 * @param {{ free: number, size: number }} space
 * @returns {{ low: boolean, say: "low" | "recovered" | null }}
 */
export function diskVerdict(wasLow, { free, size }) {
  const low = size > 0 && free / size < LOW_DISK_RATIO;
  return { low, say: low === wasLow ? null : low ? "low" : "recovered" };
}
