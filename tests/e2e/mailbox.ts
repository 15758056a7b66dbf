import path from "node:path";
import { type ReceivedMail, readMailLog } from "../support/smtp";

/** The file the global setup's SMTP sink appends every message to. */
export const mailLogFile = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run the tests through playwright.config.ts");
  return path.join(dir, "mail.jsonl");
};

/** The mails the SMTP sink received for this address so far, oldest first. */
export const mailsTo = (address: string): ReceivedMail[] =>
  readMailLog(mailLogFile()).filter((mail) => mail.to.includes(address));
