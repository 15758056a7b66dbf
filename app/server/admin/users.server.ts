import type { Kysely, Selectable } from "kysely";
import {
  type BulkAction,
  deleteUserSchema,
  type NewUser,
  type UserEdit,
  type UsersQuery,
} from "~/lib/schemas/admin-users";
import { LIST_PAGE_SIZE, offsetOf } from "~/lib/schemas/list";
import { type AccountDeps, createAccount, settleEmailChange } from "../accounts/accounts.server";
import { avatarPath, removeAvatar } from "../accounts/avatars.server";
import { actorOf, recordAudit } from "../audit/audit.server";
import { endUserSessions, type SignedIn, type User } from "../auth/sessions.server";
import { isUniqueViolation } from "../db/errors.server";
import type { Database, Dialect, UsersTable } from "../db/schema.server";
import { userMatches } from "../db/search.server";
import { nowIso } from "../ids.server";
import type { ChangeOrigin } from "../mail/account-mails.server";
import { mailQueued } from "../mail/outbox.server";

/** Never the password hash. */
export const listedUserColumns = [
  "id",
  "name",
  "email",
  "mobile",
  "image",
  "is_verified",
  "created_at",
] as const;

export type ListedUser = Pick<Selectable<UsersTable>, (typeof listedUserColumns)[number]>;

const sortColumns = {
  name: "name",
  email: "email",
  created: "created_at",
  verified: "is_verified",
} as const satisfies Record<UsersQuery["sort"], keyof ListedUser>;

/** Sorted then by id, so that pages never overlap. */
export async function listUsers(
  { db, dialect }: { db: Kysely<Database>; dialect: Dialect },
  query: Pick<UsersQuery, "q" | "sort" | "dir" | "verified" | "page">,
): Promise<{ rows: ListedUser[]; total: number }> {
  let filtered = db.selectFrom("users");
  if (query.q) filtered = filtered.where(userMatches(dialect, query.q));
  if (query.verified !== "all") filtered = filtered.where("is_verified", "=", query.verified === "1" ? 1 : 0);
  const [rows, count] = await Promise.all([
    filtered
      .select(listedUserColumns)
      .orderBy(sortColumns[query.sort], query.dir)
      .orderBy("id", query.dir)
      .limit(LIST_PAGE_SIZE)
      .offset(offsetOf(query.page))
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

const findUser = (db: Kysely<Database>, id: string) =>
  db.selectFrom("users").select(listedUserColumns).where("id", "=", id).executeTakeFirst();

// Undefined rather than a throw: after a JSON client's POST the page's loader runs too, and must not
// turn the action's answer into an error.
export async function userNamedIn(db: Kysely<Database>, url: URL): Promise<ListedUser | undefined> {
  const id = url.searchParams.get("id");
  return deleteUserSchema.shape.id.safeParse(id).success ? findUser(db, id as string) : undefined;
}

export const addUser = (deps: AccountDeps, admin: User, input: NewUser, image: string) =>
  createAccount(deps, input, { passwordHash: null, image, firstLink: "set-password" }, (trx, id) =>
    recordAudit(trx, actorOf(admin), {
      action: "user.added",
      targetType: "user",
      targetId: id,
      details: { email: input.email },
    }),
  );

export const changesOwnVerifiedFlag = (admin: User, ids: string[], verified: 0 | 1) =>
  ids.includes(admin.id) && admin.is_verified !== verified;

export const changesOwnAccount = (admin: User, edit: UserEdit) =>
  changesOwnVerifiedFlag(admin, [edit.id], edit.is_verified) ||
  (edit.id === admin.id && edit.email !== admin.email);

export const bulkChangesOwnVerifiedFlag = (admin: User, { action, ids }: BulkAction) =>
  action !== "delete" && changesOwnVerifiedFlag(admin, ids, action === "verify" ? 1 : 0);

export async function editChangesEmail(db: Kysely<Database>, edit: UserEdit) {
  const before = await findUser(db, edit.id);
  return before !== undefined && before.email !== edit.email;
}

/** A new Verified flag or address ends the user's sessions, but not the one the admin acts from. */
export async function editUser(
  { db, config }: AccountDeps,
  admin: SignedIn,
  edit: UserEdit,
  origin: ChangeOrigin,
): Promise<"saved" | "not-found" | "email-taken"> {
  try {
    const outcome = await db.transaction().execute(async (trx) => {
      const before = await findUser(trx, edit.id);
      if (!before) return "not-found";
      const after = {
        name: edit.name,
        email: edit.email,
        mobile: edit.mobile,
        is_verified: edit.is_verified,
      };
      const changes = Object.fromEntries(
        (Object.keys(after) as (keyof typeof after)[])
          .filter((key) => before[key] !== after[key])
          .map((key) => [key, { from: before[key], to: after[key] }]),
      );
      // Saving the form unchanged is a success with nothing to record.
      if (Object.keys(changes).length === 0) return "saved";
      await trx
        .updateTable("users")
        .set({ ...after, updated_at: nowIso() })
        .where("id", "=", edit.id)
        .execute();
      if (changes.is_verified) await endUserSessions(trx, [edit.id], admin.sessionHash);
      if (changes.email) {
        const change = { from: before.email, to: edit.email, byAdmin: edit.id !== admin.user.id };
        await settleEmailChange(trx, edit.id, change, origin, {
          companyEmail: config.COMPANY_EMAIL,
          keepSession: admin.sessionHash,
        });
      }
      await recordAudit(trx, actorOf(admin.user), {
        action: "user.edited",
        targetType: "user",
        targetId: edit.id,
        details: changes,
      });
      return changes.email ? "email-changed" : "saved";
    });
    if (outcome !== "email-changed") return outcome;
    mailQueued();
    return "saved";
  } catch (error) {
    if (isUniqueViolation(error)) return "email-taken";
    throw error;
  }
}

/** The number of users found; only those whose flag changes lose their sessions. */
export async function setVerified(db: Kysely<Database>, admin: SignedIn, ids: string[], verified: 0 | 1) {
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom("users")
      .select(["id", "is_verified"])
      .where("id", "in", ids)
      .execute();
    if (found.length === 0) return 0;
    const foundIds = found.map((row) => row.id);
    await trx
      .updateTable("users")
      .set({ is_verified: verified, updated_at: nowIso() })
      .where("id", "in", foundIds)
      .execute();
    const changed = found.filter((row) => row.is_verified !== verified).map((row) => row.id);
    await endUserSessions(trx, changed, admin.sessionHash);
    for (const id of foundIds) {
      await recordAudit(trx, actorOf(admin.user), {
        action: verified ? "user.verified" : "user.unverified",
        targetType: "user",
        targetId: id,
      });
    }
    return foundIds.length;
  });
}

/** Never the admin's own account: nobody would be left to undo the mistake. */
export async function deleteUsers({ db, config }: AccountDeps, admin: User, ids: string[]) {
  if (ids.includes(admin.id)) return "own-account";
  const deleted = await db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom("users")
      .select(["id", "email", "image"])
      .where("id", "in", ids)
      .execute();
    if (found.length === 0) return found;
    const foundIds = found.map((row) => row.id);
    await trx.deleteFrom("sessions").where("user_id", "in", foundIds).execute();
    await trx.deleteFrom("one_time_tokens").where("user_id", "in", foundIds).execute();
    await trx.deleteFrom("users").where("id", "in", foundIds).execute();
    for (const row of found) {
      await recordAudit(trx, actorOf(admin), {
        action: "user.deleted",
        targetType: "user",
        targetId: row.id,
        details: { email: row.email },
      });
    }
    return found;
  });
  for (const row of deleted) await removeAvatar(row.image, config.DATA_DIR);
  return deleted.length;
}

export async function applyBulkAction(deps: AccountDeps, admin: SignedIn, { action, ids }: BulkAction) {
  const done =
    action === "delete"
      ? await deleteUsers(deps, admin.user, ids)
      : await setVerified(deps.db, admin, ids, action === "verify" ? 1 : 0);
  return done === 0 ? "not-found" : done;
}

export const usersToChange = (db: Kysely<Database>, ids: string[]) =>
  db.selectFrom("users").select(["id", "name", "email"]).where("id", "in", ids).orderBy("name").execute();

export const userView = (row: ListedUser) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  image: row.image ? avatarPath(row.image, 50) : null,
  is_verified: row.is_verified,
});

export type UserView = ReturnType<typeof userView>;
