// `npm run mutate`: mutation testing of the rules and the request path (issue 14). The report is
// written to reports/mutation/; the score is printed at the end.
/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts" },
  mutate: [
    "app/lib/**/*.ts",
    "app/server/http/**/*.ts",
    "app/server/auth/**/*.ts",
    "app/server/leads/**/*.ts",
    "app/routes/leads/*.server.ts",
    "!**/*.test.ts",
  ],
  coverageAnalysis: "perTest",
  // Stryker rewrites a tsconfig's `extends` and `references` that point outside its sandbox, reading
  // the file with TypeScript's JavaScript API, which TypeScript 7 has no more (decision 033). Ours
  // has neither, so Stryker is given no tsconfig to rewrite; Vitest needs none (its aliases are in
  // vitest.config.ts).
  tsconfigFile: "no-tsconfig-to-rewrite.json",
  ignoreStatic: true,
  concurrency: 2,
  reporters: ["clear-text", "progress", "json", "html"],
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  htmlReporter: { fileName: "reports/mutation/mutation.html" },
  thresholds: { high: 85, low: 75, break: 75 },
};
