export const control =
  "max-w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-200";

export const button =
  "rounded-md bg-brand-700 px-4 py-2 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-60";

export const bigButton =
  "rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800";

export const secondaryButton =
  "rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50";

export { formCardClass as formCard } from "../forms/form-card";

export const card = "flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200";

export const link = "font-semibold text-brand-700 underline";

export const filterBar =
  "flex flex-wrap items-end gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200";
