import { answerSignedInUser } from "~/server/accounts/login.server";
import type { Route } from "./+types/user";

export const loader = ({ request, context }: Route.LoaderArgs) => answerSignedInUser(request, context);
