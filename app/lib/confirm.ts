/**
 * The field a page's confirmation step adds to a destructive or bulk form (decision 046):
 * a browser's post without it changes nothing and is answered with the question. JSON clients say
 * what they want in the request itself and are not asked.
 */
export const CONFIRMED = "confirmed";

export const isConfirmed = (values: Record<string, unknown>) => values[CONFIRMED] === "yes";
