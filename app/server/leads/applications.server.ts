import type { Kysely } from "kysely";
import { applicationFor } from "~/content/hiring";
import { uploadAddress } from "~/lib/inbox";
import { type OpeningFacts, openingPath } from "~/lib/openings";
import type { Application } from "~/lib/schemas/application";
import type { Config } from "../config.server";
import type { Database } from "../db/schema.server";
import type { LeadMail } from "../mail/lead-mails.server";
import type { MailAttachment } from "../mail/outbox.server";
import { discardUpload, type ReceivedFile } from "../uploads/receive-upload.server";
import { fileAttachment, fileMailRows, storedFileColumns } from "../uploads/stored-file.server";
import { announceLead, insertLead, type LeadStore } from "./lead-store.server";
import type { LeadVisit } from "./lead-visit.server";

type ApplicationStore = LeadStore & {
  db: Kysely<Database>;
  config: Pick<Config, "MAIL_ATTACH_MB">;
};

/** The opening's title is kept as it was; if the row cannot be committed the CV is removed. */
export async function saveApplication(
  store: ApplicationStore,
  opening: Pick<OpeningFacts, "slug" | "title">,
  application: Application,
  file: ReceivedFile,
  visit: LeadVisit,
): Promise<string> {
  try {
    return await store.db.transaction().execute(async (trx) => {
      const lead = await insertLead(trx, {
        kind: "applications",
        table: "applications",
        row: {
          name: application.name,
          email: application.email,
          mobile: application.mobile,
          note: application.note ?? null,
          opening_slug: opening.slug,
          opening_title: opening.title,
          ...storedFileColumns(file),
        },
        visit,
      });
      const cv = cvForHr(store.config, lead.id, file);
      await announceLead(
        trx,
        store,
        lead,
        {
          to: store.config.HR_EMAIL,
          subject: `New application for ${opening.title} from ${application.name}`,
          intro: `${application.name} applied for ${opening.title} (${store.config.APP_URL}${openingPath(opening.slug)}). ${cv.says}`,
          rows: [
            ["Opening", opening.title],
            ["Name", application.name],
            ["Mobile", application.mobile],
            ["Email", application.email],
            ["Note", application.note],
            ...cv.rows,
          ],
          attachments: cv.attachments,
        },
        {
          email: application.email,
          what: applicationFor(opening.title),
          next: store.site.current().content.hiring.nextSteps,
        },
      );
      return lead.id;
    });
  } catch (error) {
    await discardUpload(store.config.UPLOADS_DIR, file.storedName);
    throw error;
  }
}

interface CvForHr {
  says: string;
  rows: LeadMail["rows"];
  attachments: MailAttachment[];
}

/**
 * A CV up to MAIL_ATTACH_MB travels with HR's mail; a larger one is linked to its download, which
 * asks for the admin's sign-in. The hash is for the admin page only: it means nothing in a mail.
 */
function cvForHr(config: ApplicationStore["config"], leadId: string, file: ReceivedFile): CvForHr {
  const attached = file.size <= config.MAIL_ATTACH_MB * 1024 * 1024;
  const rows = fileMailRows(file, "CV", false);
  if (attached) return { says: "Their CV is attached.", rows, attachments: [fileAttachment(file)] };
  return {
    says: `Their CV is larger than ${config.MAIL_ATTACH_MB} MB: download it from the link below.`,
    rows: [...rows, ["Download", `${config.APP_URL}${uploadAddress(leadId)}`]],
    attachments: [],
  };
}
