import type { AdminChoice } from "~/lib/inbox";
import { personName } from "~/lib/person";

export function AssigneeOptions({
  admins,
  me,
  you,
}: {
  admins: AdminChoice[];
  me: string;
  you: (name: string) => string;
}) {
  return admins.map((admin) => {
    const name = personName(admin);
    return (
      <option key={admin.id} value={admin.id}>
        {admin.id === me ? you(name) : `${name} (${admin.email})`}
      </option>
    );
  });
}
