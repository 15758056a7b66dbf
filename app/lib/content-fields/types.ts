import type { z } from "zod";

export type MediaKind = "image" | "video" | "captions";

interface FieldBase<S extends z.ZodType> {
  label: string;
  hint?: string;
  /** A stand-in for a fact the spec leaves to the company: the setup checklist lists it until changed. */
  placeholder?: boolean;
  schema: S;
}

export interface TextField extends FieldBase<z.ZodType<string>> {
  kind: "text" | "textarea" | "email" | "url" | "phone";
  max: number;
  optional: boolean;
  /** Once saved, the value stays: others refer to it (a course's key, an opening's address). */
  fixed?: boolean;
}
export interface LinesField extends FieldBase<z.ZodType<string[]>> {
  kind: "lines";
  maxItems: number;
  maxLength: number;
  minItems: number;
}
export interface NumberField extends FieldBase<z.ZodType<number>> {
  kind: "number";
  min: number;
  max: number;
  step: number;
  /** What an empty field reads as, and a new item starts with; without it, an empty field is refused. */
  blank?: number;
}
export interface MediaField extends FieldBase<z.ZodType<MediaRef>> {
  kind: "media";
  media: MediaKind;
  box?: { width: number; height: number };
}
export interface ChoiceField extends FieldBase<z.ZodType<string>> {
  kind: "choice";
  options: readonly { value: string; label: string }[];
  /** What a choice not sent reads as, and a new item starts with; without it, it is refused. */
  blank?: string;
}
export type FlagField = FieldBase<z.ZodType<boolean>> & { kind: "flag" };
export type DateField = FieldBase<z.ZodType<string>> & { kind: "date"; optional: boolean };
export interface GroupField extends FieldBase<z.ZodType<Record<string, unknown>[]>> {
  kind: "group";
  /** A fixed group has as many items as its most; a list between its least and its most. */
  minItems: number;
  maxItems: number;
  addLabel?: string;
  fields: Fields;
  itemLabel: (item: Record<string, unknown>, index: number) => string;
}

export type Field =
  | TextField
  | LinesField
  | NumberField
  | ChoiceField
  | FlagField
  | DateField
  | MediaField
  | GroupField;
export type Fields = Record<string, Field>;

export type MediaRef = { src: string; alt: string };

export type DocumentOf<F extends Fields> = {
  [K in keyof F]: F[K] extends { kind: "group"; fields: infer G extends Fields }
    ? DocumentOf<G>[]
    : F[K] extends { schema: z.ZodType<infer T> }
      ? T
      : never;
};
