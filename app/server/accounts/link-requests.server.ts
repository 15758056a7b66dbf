import { messages } from "~/lib/messages";
import { emailOnlySchema } from "~/lib/schemas/account";
import type { AppContext } from "../app-context.server";
import { readForm, refuse } from "../http/form.server";
import { checkMailCap, checkRateLimit } from "../http/rate-limited.server";
import { succeed } from "../http/respond.server";
import { rateRules } from "../rate-limit.server";
import { requestPasswordReset, requestVerification } from "./accounts.server";

/** The links a visitor asks for by address: each form's messages, and how the link is sent. */
const linkRequests = {
  verification: {
    sent: messages.account.verificationSent,
    failed: messages.account.verificationFailed,
    send: requestVerification,
  },
  reset: {
    sent: messages.account.resetSent,
    failed: messages.account.resetFailed,
    send: requestPasswordReset,
  },
};

/**
 * The action of /verification and /forget: rate limit, validate, count the mail against the
 * address's caps, answer at once with the same message, and look the address up afterwards. Known
 * and unknown addresses are counted alike and get the same answer in the same time, so the form
 * cannot tell anyone which addresses have accounts. Over a cap the answer is a 429 saying how long
 * to wait, not the usual message: a person who asks again gets a reason instead of waiting for a
 * mail that never comes. A link lost to a crash in between is asked for again.
 */
export const sendLinkQuietly =
  (kind: keyof typeof linkRequests) =>
  async ({ request, context }: { request: Request; context: AppContext }) => {
    const { sent, failed, send } = linkRequests[kind];
    const limited = await checkRateLimit(context, rateRules.accountMail, failed);
    if (limited) return limited;
    const input = await readForm(request, emailOnlySchema);
    if (!input.ok) return refuse(failed, input);
    const capped = await checkMailCap(context, input.value.email, failed);
    if (capped) return capped;
    setImmediate(() => {
      send(context, input.value.email).catch((error) =>
        context.log.error({ err: error }, "sending an account link failed"),
      );
    });
    return succeed(sent, {}, 200);
  };
