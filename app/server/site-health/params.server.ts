import { data } from "react-router";
import { messages } from "~/lib/messages";
import { isSiteHealthKind, type SiteHealthKind } from "~/lib/site-health";

export function kindOf(param: string | undefined): SiteHealthKind {
  if (param && isSiteHealthKind(param)) return param;
  throw data({ ok: false, error: messages.admin.leadNotFound }, { status: 404 });
}
