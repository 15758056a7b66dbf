import { TextAreaField, TextField } from "~/components/forms/Field";
import { MAX_REPLY_LENGTH, MAX_SUBJECT_LENGTH } from "~/lib/inbox";

type MailField = "subject" | "body";

/** Uncontrolled, unless `onEdit` is given: then the caller keeps the subject and body. */
export function MailFields({
  text,
  subject,
  body,
  rows,
  errors,
  onEdit,
}: {
  text: { subjectLabel: string; bodyLabel: string };
  subject: string;
  body: string;
  rows: number;
  errors: { subject?: string; body?: string };
  onEdit?: (field: MailField, value: string) => void;
}) {
  const shown = (field: MailField, value: string) =>
    onEdit
      ? { value, onChange: (event: { target: { value: string } }) => onEdit(field, event.target.value) }
      : { defaultValue: value };
  return (
    <>
      <TextField
        label={text.subjectLabel}
        name="subject"
        {...shown("subject", subject)}
        maxLength={MAX_SUBJECT_LENGTH}
        required
        error={errors.subject}
      />
      <TextAreaField
        label={text.bodyLabel}
        name="body"
        {...shown("body", body)}
        rows={rows}
        maxLength={MAX_REPLY_LENGTH}
        required
        error={errors.body}
      />
    </>
  );
}
