/** The class of a field's error line, drawn by Field's Frame or written by a page script. */
export const fieldErrorClass = "min-h-5 text-red-800 text-sm";

export const described = (id: string, error?: string, hint?: string) => ({
  "aria-invalid": error ? true : undefined,
  "aria-describedby": [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined,
});
