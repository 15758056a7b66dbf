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
    "!**/*.test.ts",
  ],
  coverageAnalysis: "perTest",
  ignoreStatic: true,
  concurrency: 2,
  reporters: ["clear-text", "progress", "json", "html"],
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  htmlReporter: { fileName: "reports/mutation/mutation.html" },
  thresholds: { high: 85, low: 75, break: 75 },
};
