import { z } from "zod";
import { messages } from "../messages";
import { accountEmail } from "./account";
import { MAX_SELECTED, mobile, requiredText, selectedIds } from "./fields";
import { limits } from "./limits";
import { pageNumber, sortDirection } from "./list";

/**
 * The admin's user-management forms (docs/product.md sections 2, 3, 5 and 7), used by the pages and the server
 * alike. Ids are the random UUIDs of `users.id`.
 */
const userId = z.uuid({ error: messages.admin.userNotFound });

const name = requiredText(limits.name, messages.field.nameRequired);

/** Add a user: the spec's new-user payload; the picture is the multipart part `image`. */
export const newUserSchema = z.object({ name, email: accountEmail, mno: mobile });

/**
 * Edit a user: the spec's edit-user payload (name, email, mobile, is_verified as '1' or '0'), the
 * id as `_id` (the spec's hidden field) or `id`. The stored flag is a number, so 1 and 0 are taken too.
 */
export const editUserSchema = z
  .object({
    _id: userId.optional(),
    id: userId.optional(),
    name,
    email: accountEmail,
    mobile,
    is_verified: z.union([z.enum(["1", "0"]), z.literal(1), z.literal(0)], {
      error: messages.admin.verifiedRequired,
    }),
  })
  .refine((value) => value._id ?? value.id, { error: messages.admin.userNotFound, path: ["_id"] })
  .transform(({ _id, id, is_verified, ...rest }) => ({
    ...rest,
    id: (_id ?? id) as string,
    is_verified: Number(is_verified) === 1 ? (1 as const) : (0 as const),
  }));

/** The dashboard's action on the ticked users. */
export const bulkActionSchema = z.object({
  action: z.enum(["verify", "unverify", "delete"], { error: messages.admin.actionUnknown }),
  ids: selectedIds({
    badId: messages.admin.userNotFound,
    none: messages.admin.noneSelected,
    tooMany: messages.admin.tooManySelected,
  }),
});

export const deleteUserSchema = z.object({ id: userId });

/** The address of a user's edit or delete page. */
export const userPageAddress = (page: "edit-user" | "delete-user", id: string) =>
  `/admin/${page}?id=${encodeURIComponent(id)}`;

/** What a bulk action did, as the dashboard's address after it carries it: `done` and `count`. */
export const bulkDoneSchema = z.object({
  done: bulkActionSchema.shape.action,
  count: z.coerce.number().int().min(1).max(MAX_SELECTED),
});

export type NewUser = z.infer<typeof newUserSchema>;
export type UserEdit = z.infer<typeof editUserSchema>;
export type BulkAction = z.infer<typeof bulkActionSchema>;

const USER_SORTS = ["name", "email", "created", "verified"] as const;

/**
 * The dashboard's list query, read from the address: anything missing or invalid falls back to its
 * default, so a hand-edited link shows the list instead of an error.
 */
export const usersQuerySchema = z.object({
  q: z.string().trim().max(100).catch(""),
  sort: z.enum(USER_SORTS).catch("created"),
  dir: sortDirection,
  verified: z.enum(["all", "1", "0"]).catch("all"),
  page: pageNumber,
});

export type UsersQuery = z.infer<typeof usersQuerySchema>;

export const defaultUsersQuery: UsersQuery = usersQuerySchema.parse({});

export function parseUsersQuery(params: URLSearchParams | Record<string, unknown>): UsersQuery {
  const values = params instanceof URLSearchParams ? Object.fromEntries(params) : params;
  return usersQuerySchema.parse(values);
}

/** The query as address parameters, leaving out defaults so links stay short. */
export function usersQueryParams(query: UsersQuery, changes: Partial<UsersQuery> = {}): URLSearchParams {
  const merged = { ...query, ...changes };
  const params = new URLSearchParams();
  for (const key of Object.keys(merged) as (keyof UsersQuery)[]) {
    if (merged[key] !== defaultUsersQuery[key]) params.set(key, String(merged[key]));
  }
  return params;
}
