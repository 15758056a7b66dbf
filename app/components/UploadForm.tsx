import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import type { ActionResult, Status } from "~/lib/action-result";
import { bringToView } from "~/lib/bring-to-view";
import { formatBytes } from "~/lib/format";
import { messages } from "~/lib/messages";
import { sendUpload } from "~/lib/upload-request";
import { Honeypot } from "./forms/Honeypot";
import { PrivacyNoticeLink } from "./forms/PrivacyNoticeLink";
import { VisitFields } from "./forms/VisitFields";
import { Modal } from "./Modal";
import { StatusMessage } from "./StatusMessage";

export interface UploadFormProps {
  action: string;
  heading: string;
  maxBytes: number;
  noFile: { text: string; inDialog: boolean };
  errorText: (result: Extract<ActionResult, { ok: false }>) => Omit<Status, "tone">;
  fields?: Record<string, string>;
  result?: ActionResult;
  onUploaded?: (id: string) => void;
  /** Fields of the page's own, before the file. */
  children?: ReactNode;
}

export function UploadForm({
  action,
  heading,
  maxBytes,
  noFile,
  errorText,
  fields = {},
  result,
  onUploaded,
  children,
}: UploadFormProps) {
  const inputId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [answer, setAnswer] = useState<ActionResult | undefined>(result);
  const [local, setLocal] = useState<Status | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  // Counts the answers shown after a submit: each brings the status into view, focused.
  const [answered, setAnswered] = useState(0);

  useEffect(() => {
    if (answered > 0) bringToView(statusRef.current);
  }, [answered]);

  const toStatus = (value: ActionResult | undefined): Status | null =>
    value
      ? value.ok
        ? { tone: "success", text: value.message }
        : { tone: "error", ...errorText(value) }
      : null;
  const status = local ?? toStatus(answer);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAnswer(undefined);
    setLocal(null);
    if (!chosen) {
      if (noFile.inDialog) setDialogOpen(true);
      else {
        setLocal({ tone: "error", text: noFile.text });
        setAnswered((count) => count + 1);
      }
      return;
    }
    if (chosen.size > maxBytes) {
      setAnswer({
        ok: false,
        error: messages.upload.failed,
        details: `The file may be at most ${formatBytes(maxBytes)}.`,
      });
      setAnswered((count) => count + 1);
      return;
    }
    setProgress(0);
    const data = new FormData(event.currentTarget);
    const outcome = await sendUpload(action, data, setProgress);
    setProgress(null);
    setAnswer(outcome);
    setAnswered((count) => count + 1);
    if (outcome.ok) {
      form.current?.reset();
      setChosen(null);
      if (outcome.id) onUploaded?.(outcome.id);
    }
  }

  return (
    <form
      ref={form}
      method="post"
      action={action}
      encType="multipart/form-data"
      onSubmit={submit}
      className="flex w-full max-w-xl flex-col gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 className="font-bold text-brand-900 text-xl">{heading}</h2>
      <Honeypot />
      <VisitFields />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <label htmlFor={inputId} className="font-semibold text-slate-800">
        File
      </label>
      <input
        id={inputId}
        type="file"
        name="file"
        accept=".pdf,.doc,.docx,.odt,.rtf,.txt,.png,.jpg,.jpeg,.webp"
        onChange={(event) => {
          setChosen(event.currentTarget.files?.[0] ?? null);
          setAnswer(undefined);
          setLocal(null);
        }}
        className="text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
      />
      {chosen ? (
        <p className="text-slate-700 text-sm">
          Ready to upload: {chosen.name} ({formatBytes(chosen.size)})
        </p>
      ) : null}
      {progress !== null ? (
        <progress
          value={progress}
          max={1}
          aria-label="Upload progress"
          className="h-3 w-full overflow-hidden rounded-full accent-brand-700"
        />
      ) : null}
      <button
        type="submit"
        disabled={progress !== null}
        data-ready={chosen ? "true" : undefined}
        className="self-start rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-60 data-ready:ring-4 data-ready:ring-amber-400 motion-safe:data-ready:animate-pulse"
      >
        Upload
      </button>
      <PrivacyNoticeLink />
      <StatusMessage ref={statusRef} status={status} />
      <Modal open={dialogOpen} title={messages.upload.errorTitle} onClose={() => setDialogOpen(false)}>
        <p>{noFile.text}</p>
      </Modal>
    </form>
  );
}
