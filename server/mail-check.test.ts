import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../tests/support/free-port";
import { type SmtpSink, startSmtpSink } from "../tests/support/smtp";
import { mailCheckCommand } from "./operation-command";

// `npm run mail-check` against a real SMTP server: the settings checked, one mail sent, and a plain
// line for each way it can go wrong.
describe("npm run mail-check", () => {
  let sink: SmtpSink;
  const env = () => ({
    SMTP_URL: sink.url,
    MAIL_FROM: "Website <no-reply@example.in>",
    COMPANY_EMAIL: "hello@example.in",
    APP_URL: "https://www.example.in",
    SMTP_TIMEOUT_MS: "2000",
    DATA_DIR: "/nonexistent/mail-check",
  });
  const check = async (argv: string[], extra: Record<string, string | undefined> = {}) => {
    let said = "";
    const code = await mailCheckCommand(argv, (text) => (said += text), { ...env(), ...extra });
    return { code, said };
  };

  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
  });

  it("sends one test mail to the address given, from MAIL_FROM, and says the server took it", async () => {
    const { code, said } = await check(["--to", "Operator@Example.in"]);
    expect(code, said).toBe(0);
    expect(said).toMatch(
      new RegExp(
        `^smtp://127\\.0\\.0\\.1:${sink.port} accepted a test mail to operator@example\\.in from Website <no-reply@example\\.in> \\(message id <.+>\\)\\.\\n$`,
      ),
    );
    const mail = await sink.waitFor((m) => m.to.includes("operator@example.in"));
    expect(mail.from).toBe("no-reply@example.in");
    expect(mail.subject).toBe("Mail check from https://www.example.in");
    expect(mail.text).toContain("npm run mail-check");
  });

  it("sends to COMPANY_EMAIL when no address is given", async () => {
    const { code, said } = await check([]);
    expect(code, said).toBe(0);
    await sink.waitFor((m) => m.to.includes("hello@example.in"));
  });

  it("says that SMTP_URL is not set, and sends nothing", async () => {
    const before = sink.messages.length;
    const { code, said } = await check([], { SMTP_URL: undefined });
    expect(code).toBe(1);
    expect(said).toBe("Mail check failed: SMTP_URL is not set: the site keeps its mails in the outbox.\n");
    expect(sink.messages.length).toBe(before);
  });

  it("names the server, without its password, when nothing answers there", async () => {
    const port = await freePort();
    const { code, said } = await check([], { SMTP_URL: `smtp://user:secret-pass@127.0.0.1:${port}` });
    expect(code).toBe(1);
    expect(said).toMatch(
      new RegExp(`^Mail check failed at smtp://127\\.0\\.0\\.1:${port}: .*ECONNREFUSED.*\\n$`),
    );
    expect(said).not.toContain("secret-pass");
  });

  it("says when the server refuses the mail", async () => {
    sink.rejectNext(1, 550);
    const { code, said } = await check([]);
    expect(code).toBe(1);
    expect(said).toMatch(/^Mail check failed at smtp:\/\/127\.0\.0\.1:\d+: .*550/);
  });

  it("refuses an address that is not one", async () => {
    const { code, said } = await check(["--to", "not an address"]);
    expect(code).toBe(2);
    expect(said).toContain("--to must be an e-mail address.");
  });
});
