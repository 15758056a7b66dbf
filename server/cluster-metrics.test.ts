import { describe, expect, it } from "vitest";
import { restartCause } from "./cluster-metrics.js";

describe("a worker restart's cause", () => {
  it("is what a retiring worker said, when it is one the primary knows", () => {
    expect(restartCause({ retiring: "uncaught exception" })).toBe("uncaught exception");
    expect(restartCause({ retiring: "unhandled rejection" })).toBe("unhandled rejection");
    expect(restartCause({ retiring: "memory limit" })).toBe("memory limit");
  });

  it("is one fixed word for anything else a worker says, so no message mints a series", () => {
    expect(restartCause({ retiring: "something new" })).toBe("other");
    expect(restartCause({ retiring: { nested: true } })).toBe("other");
  });

  it("is how the worker ended otherwise", () => {
    expect(restartCause({ signal: "SIGKILL" })).toBe("signal");
    expect(restartCause({ signal: null })).toBe("exit code");
  });
});
