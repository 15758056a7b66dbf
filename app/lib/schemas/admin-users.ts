import { z } from "zod";
import { listAddress } from "../list-address";
import { messages } from "../messages";
import { accountEmail, profileSchema } from "./account";
import { MAX_SELECTED, mobile, selectedIds } from "./fields";
import { pageNumber, sortDirection } from "./list";

const userId = z.uuid({ error: messages.admin.userNotFound });

const { name } = profileSchema.shape;

/** An account's profile; the picture is the multipart part `image`. */
export const newUserSchema = profileSchema;

/** The id comes as `_id` (the spec's hidden field) or `id`; is_verified as '1'/'0' or 1/0. */
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

export const bulkActionSchema = z.object({
  action: z.enum(["verify", "unverify", "delete"], { error: messages.admin.actionUnknown }),
  ids: selectedIds({
    badId: messages.admin.userNotFound,
    none: messages.admin.noneSelected,
    tooMany: messages.admin.tooManySelected,
  }),
});

export const deleteUserSchema = z.object({ id: userId });

export const userPageAddress = (page: "edit-user" | "delete-user", id: string) =>
  `/admin/${page}?id=${encodeURIComponent(id)}`;

export const bulkDoneSchema = z.object({
  done: bulkActionSchema.shape.action,
  count: z.coerce.number().int().min(1).max(MAX_SELECTED),
});

export type NewUser = z.infer<typeof newUserSchema>;
export type UserEdit = z.infer<typeof editUserSchema>;
export type BulkAction = z.infer<typeof bulkActionSchema>;

const USER_SORTS = ["name", "email", "created", "verified"] as const;

/** Anything missing or invalid falls back to its default, so a hand-edited link still shows the list. */
export const usersQuerySchema = z.object({
  q: z.string().trim().max(100).catch(""),
  sort: z.enum(USER_SORTS).catch("created"),
  dir: sortDirection,
  verified: z.enum(["all", "1", "0"]).catch("all"),
  page: pageNumber,
});

export type UsersQuery = z.infer<typeof usersQuerySchema>;

export const defaultUsersQuery: UsersQuery = usersQuerySchema.parse({});

/** The users list, with a notice after its query once a change is done. */
export const usersAddress = (
  query: Partial<UsersQuery> & { result?: string; done?: BulkAction["action"]; count?: number } = {},
) => listAddress("/admin/dashboard", { ...defaultUsersQuery, ...query }, defaultUsersQuery);
