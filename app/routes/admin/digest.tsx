import { Form, useNavigation } from "react-router";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { button, card } from "~/components/admin/controls";
import { CsrfField } from "~/components/admin/csrf";
import { StatusMessage } from "~/components/StatusMessage";
import { adminInboxPages } from "~/content/pages/admin-inbox";
import { statusOf } from "~/lib/action-result";
import { adminMeta } from "~/lib/admin-meta";
import { inboxMessages } from "~/lib/inbox-messages";
import { messages } from "~/lib/messages";
import { digestActionSchema } from "~/lib/schemas/inbox";
import { adminOf } from "~/server/admin/admin-area.server";
import { csrfOf } from "~/server/auth/guards.server";
import { readForm, refuse } from "~/server/http/form.server";
import { succeed } from "~/server/http/respond.server";
import { isSubscribed, setSubscription } from "~/server/inbox/digest.server";
import type { Route } from "./+types/digest";

const text = adminInboxPages.digest;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(text.seo, matches);

export async function loader({ context }: Route.LoaderArgs) {
  const { user } = adminOf(context);
  return { email: user.email, subscribed: await isSubscribed(context.db, user.id) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const signedIn = adminOf(context);
  const input = await readForm(request, digestActionSchema, { authorize: csrfOf(request, signedIn) });
  if (!input.ok) return refuse(messages.admin.saveFailed, input);
  const on = input.value.intent === "subscribe";
  await setSubscription(context.db, signedIn.user, on);
  return succeed(on ? inboxMessages.digestOn : inboxMessages.digestOff, {}, 200);
}

export default function Digest({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { email, subscribed } = loaderData;
  return (
    <AdminLayout heading={text.heading}>
      <div className={`${card} max-w-2xl`}>
        <p>{text.intro}</p>
        <p className="font-semibold">{subscribed ? text.on(email) : text.off}</p>
        <Form method="post">
          <CsrfField />
          <button
            type="submit"
            name="intent"
            value={subscribed ? "unsubscribe" : "subscribe"}
            disabled={navigation.state === "submitting"}
            className={button}
          >
            {subscribed ? text.unsubscribe : text.subscribe}
          </button>
        </Form>
        <StatusMessage status={statusOf(actionData)} />
      </div>
    </AdminLayout>
  );
}
