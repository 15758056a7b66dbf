import { passwordRules } from "~/lib/schemas/limits";
import { TextField } from "../forms/Field";

type Props = Omit<Parameters<typeof TextField>[0], "name" | "type">;

export const PasswordField = (props: Props) => (
  <TextField name="password" type="password" required maxLength={passwordRules.max} {...props} />
);
