import { emailLinkRoute } from "~/components/account/EmailLinkForm";
import { accountPages } from "~/content/pages/account";
import { sendLinkQuietly } from "~/server/accounts/login.server";

const route = emailLinkRoute(accountPages.verification);

export const meta = route.meta;
export const loader = route.loader;
export const clientLoader = route.clientLoader;
export const action = sendLinkQuietly("verification");
export default route.Page;
