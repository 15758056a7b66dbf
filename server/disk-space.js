// The alert in docs/deploy.md uses the same ratio.
export const LOW_DISK_RATIO = 0.1;

/**
 * @param {boolean} wasLow
 * @param {{ free: number, size: number }} space
 * @returns {{ low: boolean, say: "low" | "recovered" | null }}
 */
export function diskVerdict(wasLow, { free, size }) {
  const low = size > 0 && free / size < LOW_DISK_RATIO;
  return { low, say: low === wasLow ? null : low ? "low" : "recovered" };
}
