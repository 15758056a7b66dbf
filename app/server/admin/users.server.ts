import type { Kysely } from "kysely";
import {
  type BulkAction,
  deleteUserSchema,
  type NewUser,
  type UserEdit,
  type UsersQuery,
} from "~/lib/schemas/admin-users";
import { LIST_PAGE_SIZE, offsetOf } from "~/lib/schemas/list";
import { type AccountDeps, createAccount } from "../accounts/accounts.server";
import { avatarPath, removeAvatar } from "../accounts/avatars.server";
import { settleEmailChange } from "../accounts/email-change.server";
import { endUserSessions, type SignedIn, type User } from "../auth/sessions.server";
import { isUniqueViolation } from "../db/errors.server";
import type { Database, Dialect } from "../db/schema.server";
import { userMatches } from "../db/search.server";
import { nowIso } from "../ids.server";
import type { ChangeOrigin } from "../mail/account-mails.server";
import { mailQueued } from "../mail/outbox.server";
import { actorOf, recordAudit } from "./audit.server";
import { type ListedUser, listedUserColumns } from "./user-batches.server";

/** The admin's user management (docs/product.md sections 2 and 7): list, add, edit, verify, delete. */

export type UserRow = ListedUser;

const sortColumns = {
  name: "name",
  email: "email",
  created: "created_at",
  verified: "is_verified",
} as const satisfies Record<UsersQuery["sort"], keyof UserRow>;

/**
 * One page of users and how many match. The search looks in name, email and mobile ignoring case,
 * through the indexes of migrations 0004 and 0005.
 * Sorting is by a whitelisted column, then by id, so pages never overlap; the indexes of
 * migration 0003 serve the default order without sorting every row.
 */
export async function listUsers(
  { db, dialect }: { db: Kysely<Database>; dialect: Dialect },
  query: Pick<UsersQuery, "q" | "sort" | "dir" | "verified" | "page">,
): Promise<{ rows: UserRow[]; total: number }> {
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

/**
 * The user an admin page's `?id=` names, or undefined (missing, malformed or deleted). Pages answer
 * 404 with a message rather than throwing: after a JSON client's POST the page's loader runs too,
 * and must not turn the action's answer into an error.
 */
export async function userNamedIn(db: Kysely<Database>, url: URL): Promise<UserRow | undefined> {
  const id = url.searchParams.get("id");
  return deleteUserSchema.shape.id.safeParse(id).success ? findUser(db, id as string) : undefined;
}

/**
 * Adds an account without a password: its owner gets a link to choose one (a set-password token, 7
 * days). Row, token, mail and audit entry commit together. The picture is removed again when the
 * address is taken.
 */
export const addUser = (deps: AccountDeps, admin: User, input: NewUser, image: string) =>
  createAccount(deps, input, { passwordHash: null, image, firstLink: "set-password" }, (trx, id) =>
    recordAudit(trx, actorOf(admin), {
      action: "user.added",
      targetType: "user",
      targetId: id,
      details: { email: input.email },
    }),
  );

/**
 * Whether a change of Verified flags changes the acting admin's own: the session they act from is
 * then rotated, as every other session of a changed account is ended.
 */
export const changesOwnVerifiedFlag = (admin: User, ids: string[], verified: 0 | 1) =>
  ids.includes(admin.id) && admin.is_verified !== verified;

/** Whether an admin's edit changes their own session's standing: their Verified flag or their address. */
export const changesOwnAccount = (admin: User, edit: UserEdit) =>
  changesOwnVerifiedFlag(admin, [edit.id], edit.is_verified) ||
  (edit.id === admin.id && edit.email !== admin.email);

export const bulkChangesOwnVerifiedFlag = (admin: User, { action, ids }: BulkAction) =>
  action !== "delete" && changesOwnVerifiedFlag(admin, ids, action === "verify" ? 1 : 0);

/**
 * Whether an edit would change the user's address: the route then needs access confirmed first
 * (decision 037). False for an unknown id, which the edit itself answers.
 */
export async function editChangesEmail(db: Kysely<Database>, edit: UserEdit) {
  const before = await findUser(db, edit.id);
  return before !== undefined && before.email !== edit.email;
}

/**
 * Saves an admin's edit of a user; the audit entry lists each changed field with its old and new
 * value. A change of the Verified flag ends the user's sessions (but the one the admin acts from).
 * A new address sets off what every change of address does (`settleEmailChange`): all of the user's
 * sessions end, but the admin's own when they change their own address (the route rotates it).
 */
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

/**
 * Sets the Verified flag of several users; the number of users found (0: none of the ids exists).
 * The users whose flag changes lose their sessions (but the one the admin acts from).
 */
export async function setVerified(
  db: Kysely<Database>,
  admin: SignedIn,
  ids: string[],
  verified: 0 | 1,
): Promise<number> {
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

/**
 * Deletes users: their sessions end (whoever is signed in as them is signed out at once), their rows
 * and tokens go, and their picture files are removed once the deletion has committed. An admin
 * cannot delete their own account here: nobody would be left to undo the mistake.
 */
export async function deleteUsers(
  { db, config }: AccountDeps,
  admin: User,
  ids: string[],
): Promise<number | "own-account"> {
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

/** How many users a bulk action changed (at least one), or why it changed none. */
type BulkOutcome = number | "not-found" | "own-account";

/** The dashboard's action on the ticked users. */
export async function applyBulkAction(
  deps: AccountDeps,
  admin: SignedIn,
  { action, ids }: BulkAction,
): Promise<BulkOutcome> {
  const done =
    action === "delete"
      ? await deleteUsers(deps, admin.user, ids)
      : await setVerified(deps.db, admin, ids, action === "verify" ? 1 : 0);
  if (done === "own-account") return done;
  return done === 0 ? "not-found" : done;
}

/** The ticked users a bulk action would change, by name, for its confirmation. */
export const usersToChange = (db: Kysely<Database>, ids: string[]) =>
  db.selectFrom("users").select(["id", "name", "email"]).where("id", "in", ids).orderBy("name").execute();

/** A user as the admin screens show one: the picture as its 50x50 address. */
export const userView = (row: UserRow) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  image: row.image ? avatarPath(row.image, 50) : null,
  is_verified: row.is_verified,
});

export type UserView = ReturnType<typeof userView>;
