import { messages } from "~/lib/messages";
import { emailOnlySchema } from "~/lib/schemas/account";
import type { AppContext } from "../app-context.server";
import { readForm, refuse } from "../http/form.server";
import { checkRateLimit } from "../http/rate-limited.server";
import { succeed } from "../http/respond.server";
import { rateRules } from "../rate-limit.server";
import { requestLink } from "./accounts.server";

const linkRequests = {
  verification: {
    sent: messages.account.verificationSent,
    failed: messages.account.verificationFailed,
    purpose: "verify-email",
  },
  reset: {
    sent: messages.account.resetSent,
    failed: messages.account.resetFailed,
    purpose: "reset-password",
  },
} as const;

// Answers at once with the same message and looks the address up afterwards, so the form cannot
// tell anyone which addresses have accounts.
export const sendLinkQuietly =
  (kind: keyof typeof linkRequests) =>
  async ({ request, context }: { request: Request; context: AppContext }) => {
    const { sent, failed, purpose } = linkRequests[kind];
    const limited = await checkRateLimit(context, rateRules.accountMail, failed);
    if (limited) return limited;
    const input = await readForm(request, emailOnlySchema);
    if (!input.ok) return refuse(failed, input);
    const { email } = input.value;
    setImmediate(() => {
      requestLink(context, email, purpose)
        .then((outcome) => {
          if (outcome === "capped") context.log.warn({ email, ip: context.clientIp }, "link mail capped");
        })
        .catch((error) => context.log.error({ err: error }, "sending an account link failed"));
    });
    return succeed(sent, {}, 200);
  };
