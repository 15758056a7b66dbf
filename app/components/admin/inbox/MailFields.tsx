import { TextAreaField, TextField } from "~/components/forms/Field";
import { MAX_REPLY_LENGTH, MAX_SUBJECT_LENGTH } from "~/lib/pipeline";

/** A mail's subject and text, as a reply to a lead or a mail template writes them. */
export function MailFields({
  text,
  subject,
  body,
  rows,
  errors,
}: {
  text: { subjectLabel: string; bodyLabel: string };
  subject: string;
  body: string;
  rows: number;
  errors: { subject?: string; body?: string };
}) {
  return (
    <>
      <TextField
        label={text.subjectLabel}
        name="subject"
        defaultValue={subject}
        maxLength={MAX_SUBJECT_LENGTH}
        required
        error={errors.subject}
      />
      <TextAreaField
        label={text.bodyLabel}
        name="body"
        defaultValue={body}
        rows={rows}
        maxLength={MAX_REPLY_LENGTH}
        required
        error={errors.body}
      />
    </>
  );
}
