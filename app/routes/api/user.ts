import { answerSignedInUser } from "~/server/accounts/signed-in-user.server";
import type { Route } from "./+types/user";

/** GET /user: the signed-in user in the spec's shape (docs/product.md section 7), else 401. */
export const loader = ({ request, context }: Route.LoaderArgs) => answerSignedInUser(request, context);
