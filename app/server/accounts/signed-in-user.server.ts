import { messages } from "~/lib/messages";
import type { AppContext } from "../app-context.server";
import { readSession } from "../auth/sessions.server";
import { avatarPath } from "./avatars.server";

/** It only reads, so it needs no XSRF token; a cross-site POST is refused before it, as every one is. */
export async function answerSignedInUser(request: Request, context: AppContext): Promise<Response> {
  const signedIn = await readSession(context, request);
  const headers = { "Cache-Control": "no-store" };
  if (!signedIn)
    return Response.json({ ok: false, error: messages.account.signInRequired }, { status: 401, headers });
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
