// The soak's verdict (perf/soak.js), apart so that a unit test can hold it.

/**
 * Memory that still grows after the warm-up by more than this, summed over the workers, is a leak:
 * a few hundred bytes kept per request at a soak's rate already exceeds it.
 */
export const FLAT_MIB_PER_MINUTE = 0.5;

/**
 * The least-squares slope of the workers' memory over the minutes, in MiB a minute; 0 with fewer
 * than two samples.
 * @param {{ minute: number, workersMiB: number }[]} samples
 */
export function rssSlope(samples) {
  if (samples.length < 2) return 0;
  const meanX = samples.reduce((sum, { minute }) => sum + minute, 0) / samples.length;
  const meanY = samples.reduce((sum, { workersMiB }) => sum + workersMiB, 0) / samples.length;
  let covariance = 0;
  let variance = 0;
  for (const { minute, workersMiB } of samples) {
    covariance += (minute - meanX) * (workersMiB - meanY);
    variance += (minute - meanX) ** 2;
  }
  return covariance / variance;
}

/**
 * Passes when the memory is flat after the warm-up, no request failed and the outbox sent all it
 * held (the soak waits while it keeps sending; what is left is stuck).
 * @param {{ slope: number, errors: number, outboxDepth: number }} run
 */
export function soakVerdict({ slope, errors, outboxDepth }) {
  /** @type {string[]} */
  const reasons = [];
  reasons.push(
    slope <= FLAT_MIB_PER_MINUTE
      ? `memory flat (${slope.toFixed(2)} ≤ ${FLAT_MIB_PER_MINUTE} MiB a minute)`
      : `memory grows ${slope.toFixed(2)} MiB a minute (more than ${FLAT_MIB_PER_MINUTE})`,
  );
  reasons.push(errors === 0 ? "no errors" : `${errors} errors`);
  reasons.push(outboxDepth === 0 ? "outbox drained" : `outbox stuck with ${outboxDepth} mails unsent`);
  return { ok: slope <= FLAT_MIB_PER_MINUTE && errors === 0 && outboxDepth === 0, reasons };
}
