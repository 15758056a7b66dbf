import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger.server";

/** The site's logger writing to lines the test reads. */
function logger() {
  const lines: string[] = [];
  const log = createLogger(
    { LOG_LEVEL: "info", NODE_ENV: "production" },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  return { log, lines };
}

const token = "Qm9vbXNoYWthbGFrYS0xMjM0NTY3ODkwYWJjZGVmZ2hp";

describe("the site's logger", () => {
  it("writes token=[redacted] for the value of every token= in a URL, in messages, fields and errors", () => {
    const { log, lines } = logger();
    // A request line as pino-http writes it, an error as the request handler logs it, and a child's line.
    log.info(
      { req: { id: "r1", method: "GET", url: `/forget-password?token=${token}` }, res: { status: 200 } },
      `GET /forget-password?token=${token} 200 3ms`,
    );
    const failure = new Error(`could not load https://www.example.in/email-verified?token=${token}`);
    log.error(
      { err: failure, url: `https://www.example.in/forget-password?token=${token}` },
      "request failed",
    );
    log.child({ reqId: "r2" }).warn(`POST /forget-password?page=2&token=${token}&lang=en 400 1ms`);

    expect(lines).toHaveLength(3);
    const written = lines.join("");
    expect(written).not.toContain(token);
    const [request, error, child] = lines.map((line) => JSON.parse(line));
    expect(request.req.url).toBe("/forget-password?token=[redacted]");
    expect(request.msg).toBe("GET /forget-password?token=[redacted] 200 3ms");
    expect(error.url).toBe("https://www.example.in/forget-password?token=[redacted]");
    expect(error.err.message).toBe("could not load https://www.example.in/email-verified?token=[redacted]");
    expect(error.err.stack).toContain("email-verified?token=[redacted]\n");
    expect(child.msg).toBe("POST /forget-password?page=2&token=[redacted]&lang=en 400 1ms");
  });

  it("leaves other query values and a token outside a URL as they are", () => {
    const { log, lines } = logger();
    log.info({ url: "/admin/inbox?page=2&q=token" }, "GET /admin/users?sort=name&xtoken=abc 200 1ms");
    const [line] = lines.map((written) => JSON.parse(written));
    expect(line.url).toBe("/admin/inbox?page=2&q=token");
    expect(line.msg).toBe("GET /admin/users?sort=name&xtoken=abc 200 1ms");
  });
});
