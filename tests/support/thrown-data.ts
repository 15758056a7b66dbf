/** The answer a thrown React Router `data()` carries; fails when nothing is thrown. */
export function thrownBy(run: () => unknown) {
  try {
    run();
  } catch (error) {
    return error as { data: unknown; init: { status: number } | null };
  }
  throw new Error("nothing was thrown");
}
