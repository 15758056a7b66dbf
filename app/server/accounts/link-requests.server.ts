import { messages } from "~/lib/messages";
import { emailOnlySchema } from "~/lib/schemas/account";
import type { AppContext } from "../app-context.server";
import { readForm, refuse } from "../http/form.server";
import { checkRateLimit } from "../http/rate-limited.server";
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
 * The action of /verification and /forget: rate limit the client, validate, answer at once with the
 * same message, and look the address up afterwards, so the form cannot tell anyone which addresses
 * have accounts. The address's caps are counted then, only for a mail that would go out; over them
 * nothing is sent, and nothing said, as the mailbox already holds a link that still works
 * (decision 010). A link lost to a crash in between is asked for again.
 */
export const sendLinkQuietly =
  (kind: keyof typeof linkRequests) =>
  async ({ request, context }: { request: Request; context: AppContext }) => {
    const { sent, failed, send } = linkRequests[kind];
    const limited = await checkRateLimit(context, rateRules.accountMail, failed);
    if (limited) return limited;
    const input = await readForm(request, emailOnlySchema);
    if (!input.ok) return refuse(failed, input);
    const { email } = input.value;
    setImmediate(() => {
      send(context, email)
        .then((outcome) => {
          if (outcome === "capped") context.log.warn({ email, ip: context.clientIp }, "link mail capped");
        })
        .catch((error) => context.log.error({ err: error }, "sending an account link failed"));
    });
    return succeed(sent, {}, 200);
  };
