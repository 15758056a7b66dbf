export const serverErrorBody = (requestId: string) => ({
  ok: false,
  error: "Something went wrong.",
  details: `Request id ${requestId}`,
});
