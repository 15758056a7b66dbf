import { avatarPath } from "~/server/accounts/avatars.server";
import { readSession } from "~/server/auth/sessions.server";
import type { Route } from "./+types/user";

/** GET /user: the signed-in user in the spec's shape (spec section 7), else 401. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const signedIn = await readSession(context, request);
  const headers = { "Cache-Control": "no-store" };
  if (!signedIn) return Response.json({ ok: false, error: "Please log in first." }, { status: 401, headers });
  const { user } = signedIn;
  return Response.json(
    {
      _id: user.id,
      name: user.name,
      image: user.image ? avatarPath(user.image) : null,
      email: user.email,
      mobile: user.mobile,
      is_verified: user.is_verified,
    },
    { headers },
  );
}
