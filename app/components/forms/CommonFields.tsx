import { limits } from "~/lib/schemas/limits";
import { TextField } from "./Field";

type CommonFieldProps = Omit<Parameters<typeof TextField>[0], "name"> & { name?: string };

// Keep in step with the schema rules in `lib/schemas/fields.ts`.
export const NameField = (props: CommonFieldProps) => (
  <TextField name="name" required maxLength={limits.name} autoComplete="name" {...props} />
);

export const EmailField = (props: CommonFieldProps) => (
  <TextField name="email" type="email" required maxLength={limits.email} autoComplete="email" {...props} />
);

export const MobileField = (props: CommonFieldProps) => (
  <TextField name="mobile" type="tel" required maxLength={limits.mobile} autoComplete="tel" {...props} />
);
