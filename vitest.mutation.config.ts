import { defineConfig } from "vitest/config";
import { alias, unitTests } from "./vitest.config";

// Stryker runs the in-process tests only: a spawned server runs the built bundle, never the
// mutated sources, so the HTTP and browser tests could not kill a mutant.
export default defineConfig({
  resolve: { alias },
  // Each file in its own module registry, as Stryker's runner was measured with.
  test: { ...unitTests, isolate: false },
});
