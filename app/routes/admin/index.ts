import { redirect } from "react-router";

/** `/admin/` (the spec's 'Go to Dashboard' link) opens the dashboard. */
export function loader() {
  return redirect("/admin/dashboard");
}
