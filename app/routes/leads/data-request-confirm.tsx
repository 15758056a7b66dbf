import { Link } from "react-router";
import { SubmitButton } from "~/components/forms/Field";
import { PageLayout } from "~/components/PageLayout";
import { StatusMessage } from "~/components/StatusMessage";
import { dataRequestTexts } from "~/content/pages/data-requests";
import { statusOf } from "~/lib/action-result";
import { enterAsDocument } from "~/lib/page-scripts";
import { pageMeta } from "~/lib/seo";
import { answerConfirmation, linkRequest } from "~/server/data-requests/confirm.server";
import type { Route } from "./+types/data-request-confirm";

const texts = dataRequestTexts.confirm;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(texts.seo, matches);

/** Opening the link changes nothing (mail scanners open links): the person confirms with the button. */
export const loader = ({ context, url }: Route.LoaderArgs) => ({ link: linkRequest(context, url) });

export const action = async ({ request, context }: Route.ActionArgs) => answerConfirmation(request, context);

export const clientLoader = enterAsDocument;

export default function ConfirmDataRequest({ loaderData: { link }, actionData }: Route.ComponentProps) {
  return (
    <PageLayout heading={texts.heading}>
      <div className="flex max-w-xl flex-col gap-4 text-slate-800">
        {link && !actionData?.ok ? (
          <form method="post" className="flex flex-col gap-4">
            <p className="text-lg">{texts.intro(link.request)}</p>
            <input type="hidden" name="token" value={link.token} />
            <SubmitButton>{texts.button}</SubmitButton>
          </form>
        ) : null}
        {/* Without React: a post brings the whole page back, and the answer takes the focus as it loads. */}
        <StatusMessage
          focusable
          status={
            link || actionData ? statusOf(actionData) : { tone: "error", text: dataRequestTexts.form.badLink }
          }
        />
        <Link to={texts.back.to} className="self-start font-semibold text-brand-700 underline">
          {texts.back.label}
        </Link>
      </div>
    </PageLayout>
  );
}
