import { TextField } from "~/components/forms/Field";
import { interviewTexts as text } from "~/content/pages/interviews";
import {
  type InterviewView,
  indiaDayAndTime,
  interviewModes,
  MAX_INTERVIEW_MINUTES,
  MAX_INTERVIEW_PLACE_LENGTH,
  MIN_INTERVIEW_MINUTES,
} from "~/lib/interviews";
import { AdminSelect } from "../SearchForm";
import { LeadForm, type LeadFormState } from "./LeadForm";
import type { Assignees } from "./Options";

export function InterviewForm({
  interviews,
  admins,
  me,
  csrfToken,
  busy,
  errors,
  today,
  version,
}: LeadFormState & Assignees & { interviews: InterviewView[]; version: number }) {
  const coming = interviews.filter((interview) => !interview.cancelledAt).at(-1);
  const at = coming ? indiaDayAndTime(coming.startsAt) : null;
  return (
    <div className="flex flex-col gap-4">
      {coming ? null : <p>{text.none}</p>}
      <LeadForm intent="interview" csrfToken={csrfToken} busy={busy} submit={coming ? text.move : text.set}>
        <input type="hidden" name="interview" value={coming?.id ?? ""} />
        <div key={`interview-${version}`} className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={text.day}
            name="day"
            id="interview-day"
            type="date"
            min={today}
            required
            defaultValue={at?.day ?? ""}
            error={errors.day}
          />
          <TextField
            label={text.time}
            name="time"
            id="interview-time"
            type="time"
            required
            defaultValue={at?.time ?? ""}
            error={errors.time ?? errors.stage}
          />
          <TextField
            label={text.minutes}
            name="minutes"
            id="interview-minutes"
            type="number"
            inputMode="numeric"
            min={MIN_INTERVIEW_MINUTES}
            max={MAX_INTERVIEW_MINUTES}
            step={5}
            required
            defaultValue={coming?.minutes ?? 45}
            error={errors.minutes}
          />
          <AdminSelect
            id="interview-mode"
            name="mode"
            label={text.mode}
            error={errors.mode}
            defaultValue={coming?.mode ?? "video"}
          >
            {interviewModes.map((mode) => (
              <option key={mode} value={mode}>
                {text.modes[mode]}
              </option>
            ))}
          </AdminSelect>
          <div className="sm:col-span-2">
            <TextField
              label={text.place}
              name="place"
              id="interview-place"
              hint={text.placeHint}
              maxLength={MAX_INTERVIEW_PLACE_LENGTH}
              defaultValue={coming?.place ?? ""}
              error={errors.place}
            />
          </div>
          <AdminSelect
            id="interview-interviewer"
            name="interviewer"
            label={text.interviewer}
            error={errors.interviewer}
            defaultValue={coming?.interviewerId ?? me}
          >
            {admins.map((admin) => (
              <option key={admin.id} value={admin.id}>
                {admin.name || admin.email}
              </option>
            ))}
          </AdminSelect>
        </div>
      </LeadForm>
      {coming ? (
        <LeadForm intent="interview-cancel" csrfToken={csrfToken} busy={busy} submit={text.cancel}>
          <input type="hidden" name="interview" value={coming.id} />
        </LeadForm>
      ) : null}
    </div>
  );
}
