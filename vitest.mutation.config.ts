import { defineConfig } from "vitest/config";
import { alias, unitTests } from "./vitest.config";

// Stryker runs the in-process tests only: a spawned server runs the built bundle, never the
// mutated sources, so the HTTP and browser tests could not kill a mutant.
export default defineConfig({
  resolve: { alias },
  // As `npm test` runs them: one module registry for the files of a run, since importing anew for
  // each file was most of Stryker's dry run.
  test: unitTests,
});
