import { type ReactNode, useId } from "react";
import type { ActionResult } from "~/lib/action-result";
import { messages } from "~/lib/messages";
import { type FailureWording, uploadStatus } from "~/lib/upload-script/upload-form";
import { HiddenLeadFields, PrivacyNoticeLink } from "./forms/LeadFormParts";
import { StatusMessage } from "./StatusMessage";

interface UploadFormProps {
  action: string;
  heading: string;
  maxBytes: number;
  noFile: { text: string; inDialog: boolean };
  failureWording: FailureWording;
  fields?: Record<string, string>;
  result?: ActionResult;
  /** Fields of the page's own, before the file. */
  children?: ReactNode;
}

// Markup only: the upload script drives it. `result` is the answer of a post made without JavaScript.
export function UploadForm({
  action,
  heading,
  maxBytes,
  noFile,
  failureWording,
  fields = {},
  result,
  children,
}: UploadFormProps) {
  const inputId = useId();
  const status = result ? uploadStatus(failureWording, result) : null;
  return (
    <form
      method="post"
      action={action}
      encType="multipart/form-data"
      data-upload=""
      data-max-bytes={maxBytes}
      data-no-file={noFile.text}
      data-failure={failureWording}
      className="flex w-full max-w-xl flex-col gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 className="font-bold text-brand-900 text-xl">{heading}</h2>
      <HiddenLeadFields />
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
        className="text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
      />
      <p data-chosen="" hidden className="text-slate-700 text-sm" />
      <progress
        hidden
        value={0}
        max={1}
        aria-label="Upload progress"
        className="h-3 w-full overflow-hidden rounded-full accent-brand-700"
      />
      <button
        type="submit"
        className="self-start rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-60 data-ready:ring-4 data-ready:ring-amber-400 motion-safe:data-ready:animate-pulse"
      >
        Upload
      </button>
      <PrivacyNoticeLink />
      <StatusMessage focusable status={status} />
      {noFile.inDialog ? (
        <Modal title={messages.upload.errorTitle}>
          <p>{noFile.text}</p>
        </Modal>
      ) : null}
    </form>
  );
}

// A dialog a script opens with `showModal()`: the browser moves the focus to Close, closes it on
// Escape and hands the focus back; the script that opens it wires Close (`data-close`).
export function Modal({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <dialog
      aria-labelledby={titleId}
      className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/60"
    >
      <div className="flex flex-col gap-4 p-6">
        <h2 id={titleId} className="font-bold text-slate-900 text-xl">
          {title}
        </h2>
        <div className="text-slate-700">{children}</div>
        <div className="flex justify-end">
          <button
            type="button"
            data-close=""
            // biome-ignore lint/a11y/noAutofocus: a modal dialog should move focus into itself.
            autoFocus
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Close
          </button>
        </div>
      </div>
    </dialog>
  );
}
