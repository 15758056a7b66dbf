import { confirmTotpEnrolment, startTotpEnrolment } from "~/server/auth/totp.server";
import type { Config } from "~/server/config.server";
import type { AppDatabase } from "~/server/db/database.server";
import { currentStep, totpAt } from "./totp";

/**
 * Sets up an account's authenticator app with a key the test knows, through the functions the
 * two-factor page calls, confirmed with the code of the step before this one (so this step's code
 * is still unused for the test's first login). Used by Vitest and Playwright alike, so it throws
 * rather than asserting.
 */
export async function enrolTestApp(
  { db }: Pick<AppDatabase, "db">,
  config: Pick<Config, "SESSION_SECRET">,
  account: { email: string; totpSecret: string },
) {
  const { id } = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", account.email)
    .executeTakeFirstOrThrow();
  const deps = { db, config };
  const started = await startTotpEnrolment(deps, id, account.totpSecret);
  const confirmFrom = (step: number) => confirmTotpEnrolment(deps, id, totpAt(account.totpSecret, step - 1));
  const step = currentStep();
  // A step can end between reading the clock and the server's check: the code is then two steps
  // old and refused, so it is made once more from the new step.
  const confirmed =
    (await confirmFrom(step)) || (currentStep() !== step && (await confirmFrom(currentStep())));
  if (started !== "started" || !confirmed) throw new Error(`the app of ${account.email} was not set up`);
  return id;
}
