import type { InputHTMLAttributes } from "react";
import { described } from "~/lib/field-errors";
import { Frame } from "./Field";

// Apart from the shared fields, so the lead forms' pages do not carry it in their scripts.
export function PictureField({
  label,
  error,
  ...input
}: { label: string; error?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "type">) {
  return (
    <Frame label={label} name="image" error={error}>
      <input
        id="image"
        name="image"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        {...described("image", error)}
        {...input}
      />
    </Frame>
  );
}
