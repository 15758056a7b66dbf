import "../../app/app.css";
import { afterEach } from "vitest";
import { commands } from "vitest/browser";

// Each test starts with full motion; tests that need reduced motion switch it on themselves.
afterEach(async () => {
  await commands.emulateReducedMotion(false);
});
