import { Form, Link } from "react-router";
import { PageLayout } from "~/components/PageLayout";
import { accountPages } from "~/content/pages/account";
import { pageMeta } from "~/lib/seo";
import { avatarPath } from "~/server/accounts/avatars.server";
import { answerSignedInUser } from "~/server/accounts/signed-in-user.server";
import { requireUser } from "~/server/auth/guards.server";
import type { Route } from "./+types/profile";

const page = accountPages.profile;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(page.seo, matches);

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** The signed-in user's profile (/home); anyone else goes to the login page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, csrfToken } = await requireUser(request, context);
  return {
    csrfToken,
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      mobile: user.mobile,
      image: user.image ? avatarPath(user.image) : null,
      is_verified: user.is_verified,
    },
  };
}

/** POST /home, the profile's call in the spec (section 7): the signed-in user as GET /user gives it. */
export const action = ({ request, context }: Route.ActionArgs) => answerSignedInUser(request, context);

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { user, csrfToken } = loaderData;
  return (
    <PageLayout heading={page.welcome(user.name)}>
      <div className="flex max-w-xl flex-col gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        {user.image ? (
          <img src={user.image} alt={user.name} width={200} height={200} className="size-32 rounded-full" />
        ) : null}
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <dt className="font-semibold">{page.labels.email}</dt>
          <dd>{user.email}</dd>
          <dt className="font-semibold">{page.labels.mobile}</dt>
          <dd>{user.mobile}</dd>
          <dt className="font-semibold">{page.labels.status}</dt>
          <dd>{user.is_verified === 1 ? page.verified : page.notVerified}</dd>
        </dl>
        <div className="flex items-center gap-4">
          <Link to={`/edit?id=${user.id}`} className="font-semibold text-brand-700 underline">
            {page.edit}
          </Link>
          <Form method="post" action="/logout">
            <input type="hidden" name="_csrf" value={csrfToken} />
            <button type="submit" className="font-semibold text-brand-700 underline">
              {page.logout}
            </button>
          </Form>
        </div>
      </div>
    </PageLayout>
  );
}
