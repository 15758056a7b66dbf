import path from "node:path";
import { type ReceivedMail, readMailLog } from "../support/smtp";
import { dataDir } from "./leads/stored";

/** The file the global setup's SMTP sink appends every message to. */
export const mailLogFile = () => path.join(dataDir(), "mail.jsonl");

/** The mails the SMTP sink received for this address so far, oldest first. */
export const mailsTo = (address: string): ReceivedMail[] =>
  readMailLog(mailLogFile()).filter((mail) => mail.to.includes(address));
