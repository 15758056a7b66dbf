/** Without this field a browser's post changes nothing and gets the question; JSON clients are not asked. */
export const CONFIRMED = "confirmed";

export const isConfirmed = (values: Record<string, unknown>) => values[CONFIRMED] === "yes";
