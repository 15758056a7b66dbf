import type { Kysely } from "kysely";
import { leadKindViews } from "~/lib/lead-kinds";
import { type OpeningFacts, openingPath } from "~/lib/openings";
import type { Application } from "~/lib/schemas/application";
import type { Database } from "../db/schema.server";
import { discardUpload, type ReceivedFile } from "../uploads/receive-upload.server";
import { fileMailRows, storedFileColumns } from "../uploads/stored-file.server";
import { announceLead, insertLead, type LeadStore } from "./lead-store.server";
import type { LeadVisit } from "./lead-visit.server";

/** The opening's title is kept as it was; if the row cannot be committed the CV is removed. */
export async function saveApplication(
  store: LeadStore & { db: Kysely<Database> },
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
      await announceLead(
        trx,
        store,
        lead,
        {
          to: store.config.HR_EMAIL,
          subject: `New application for ${opening.title} from ${application.name}`,
          intro: `A visitor applied for ${opening.title} (${store.config.APP_URL}${openingPath(opening.slug)}).`,
          rows: [
            ["Opening", opening.title],
            ["Name", application.name],
            ["Mobile", application.mobile],
            ["Email", application.email],
            ["Note", application.note],
            ...fileMailRows(file, "CV"),
          ],
        },
        { email: application.email, what: leadKindViews.applications.whatTheySent },
      );
      return lead.id;
    });
  } catch (error) {
    await discardUpload(store.config.UPLOADS_DIR, file.storedName);
    throw error;
  }
}
