import { Link } from "react-router";
import { PageLayout } from "~/components/PageLayout";
import { StatusMessage } from "~/components/StatusMessage";
import { accountPages } from "~/content/pages/account";
import { messages } from "~/lib/messages";
import { enterAsDocument } from "~/lib/page-scripts";
import { noindex, pageMeta } from "~/lib/seo";
import { verifyEmail } from "~/server/accounts/accounts.server";
import type { Route } from "./+types/email-verified";

const page = accountPages.emailVerified;

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(page.seo, matches), noindex];

export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get("token");
  const verified = token && token.length <= 200 ? await verifyEmail(context.db, token) : false;
  return { verified };
}

export const clientLoader = enterAsDocument;

export default function EmailVerified({ loaderData: { verified } }: Route.ComponentProps) {
  return (
    <PageLayout heading={page.heading}>
      <StatusMessage
        status={
          verified
            ? { tone: "success", text: messages.account.emailVerified }
            : { tone: "error", text: messages.account.linkInvalid }
        }
      />
      <p>
        <Link to={verified ? "/login" : "/verification"} className="font-semibold text-brand-700 underline">
          {verified ? page.loginLink : page.askAgain}
        </Link>
      </p>
    </PageLayout>
  );
}
