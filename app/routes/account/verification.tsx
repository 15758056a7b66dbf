import { EmailLinkForm } from "~/components/account/EmailLinkForm";
import { accountPages } from "~/content/pages/account";
import { messages } from "~/lib/messages";
import { pageMeta } from "~/lib/seo";
import { requestVerification } from "~/server/accounts/accounts.server";
import { sendLinkQuietly } from "~/server/accounts/link-requests.server";
import type { Route } from "./+types/verification";

const page = accountPages.verification;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(page.seo, matches);

/** POST /verification: the same answer whether or not the address has an account (docs/architecture.md section 8). */
export function action({ request, context }: Route.ActionArgs) {
  return sendLinkQuietly(
    request,
    context,
    { sent: messages.account.verificationSent, failed: messages.account.verificationFailed },
    (email) => requestVerification(context, email),
  );
}

export default function Verification({ actionData }: Route.ComponentProps) {
  return (
    <EmailLinkForm
      heading={page.heading}
      label={page.labels.email}
      submit={page.submit}
      result={actionData}
    />
  );
}
