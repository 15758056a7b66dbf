import type { AppContext } from "../app-context.server";
import type { Config } from "../config.server";
import { startPeriodic } from "../periodic.server";
import { takeRateLimit } from "../rate-limit.server";
import { rollUp } from "./roll-up.server";

/** One worker of one instance per interval: each takes the interval's turn, a rate-limit window of one. */
export function startRollUps(
  context: Pick<AppContext, "db" | "dialect" | "log"> & {
    config: Pick<Config, "ANALYTICS_RAW_DAYS" | "ANALYTICS_ROLL_UP_MS">;
  },
) {
  const { db, dialect, config, log } = context;
  const everyMs = config.ANALYTICS_ROLL_UP_MS;
  const turn = { name: "traffic-roll-up", limit: 1, windowSeconds: everyMs / 1000 };
  const run = async () => {
    try {
      if (!(await takeRateLimit(db, turn, "turn")).allowed) return;
      const rolled = await rollUp(db, dialect, { rawDays: config.ANALYTICS_RAW_DAYS });
      if (rolled.rawViewsDeleted > 0 || rolled.saltsDeleted > 0)
        log.info({ rolled }, "rolled up the page views");
    } catch (error) {
      log.warn({ err: error }, "rolling up the page views failed; it is tried again later");
    }
  };
  return startPeriodic(run, { everyMs });
}
