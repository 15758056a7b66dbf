/** The card a page's form sits in; apart from Field, so pages whose form has none do not load it. */
export const formCardClass =
  "flex max-w-xl flex-col gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200";
