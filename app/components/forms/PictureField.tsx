import type { InputHTMLAttributes } from "react";
import { described, Frame } from "./Field";

/**
 * An account's picture, in the image types the server makes its avatar from: a file input, with no
 * box around it as the browser draws its own button. Apart from the shared fields, so that the lead
 * forms' pages, which have none, do not carry it in their scripts.
 */
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
