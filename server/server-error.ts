/** What a JSON client gets when the server fails: never a stack trace, only the request id. */
export const serverErrorBody = (requestId: string) => ({
  ok: false,
  error: "Something went wrong.",
  details: `Request id ${requestId}`,
});
