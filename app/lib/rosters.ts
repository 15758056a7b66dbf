/** Whether a trainee has paid for their seat, as a roster's "Paid" column says it. */
export type PaidState = "paid" | "part" | "unpaid";

export type RosterFormat = "csv" | "pdf";

/** A batch is named by its course and start date, which is "" while to be announced. */
export const rosterPath = (format: RosterFormat, courseKey: string, startsOn: string) =>
  `/admin/batches/roster.${format}?${new URLSearchParams({ course: courseKey, starts: startsOn })}`;
