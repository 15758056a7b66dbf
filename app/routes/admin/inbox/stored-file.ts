import type { Route } from "./+types/stored-file";
import { storedFile } from "./stored-file.server";

export const loader = ({ context, params, url }: Route.LoaderArgs) =>
  storedFile(context, /^\/admin\/receipts\//i.test(url.pathname) ? "receipt" : "upload", params.id);
