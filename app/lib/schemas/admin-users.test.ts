import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { messages } from "../messages";
import { formValues, validate } from "../validation";
import {
  bulkActionSchema,
  defaultUsersQuery,
  deleteUserSchema,
  editUserSchema,
  newUserSchema,
  usersAddress,
  usersQuerySchema,
} from "./admin-users";
import { readListQuery } from "./list";

const id = randomUUID();

/** The users list's query, as its address or its form's hidden fields carry it. */
const usersQuery = (source: string | Record<string, unknown>) =>
  readListQuery(
    typeof source === "string" ? new URL(`/admin/dashboard?${source}`, "https://www.example.in") : source,
    usersQuerySchema,
  ).value;
const edit = { name: " Asha ", email: "Asha@Example.COM", mobile: "9876543210", is_verified: "1" };

describe("newUserSchema", () => {
  it("takes the spec's payload (name, email, mno) with a 10-digit mobile", () => {
    expect(validate(newUserSchema, { name: "Asha", email: "A@B.in", mno: "9876543210" })).toEqual({
      ok: true,
      value: { name: "Asha", email: "a@b.in", mno: "9876543210" },
    });
    expect(validate(newUserSchema, { name: "Asha", email: "a@b.in", mno: "98765" })).toEqual({
      ok: false,
      fields: { mno: messages.field.mobileInvalid },
    });
  });
});

describe("editUserSchema", () => {
  it("reads the id from _id or id and is_verified from '1'/'0' (or 1/0)", () => {
    expect(validate(editUserSchema, { ...edit, _id: id })).toEqual({
      ok: true,
      value: { id, name: "Asha", email: "asha@example.com", mobile: "9876543210", is_verified: 1 },
    });
    const fromId = validate(editUserSchema, { ...edit, id, is_verified: 0 });
    expect(fromId.ok && fromId.value).toMatchObject({ id, is_verified: 0 });
  });

  it.each([
    ["no id", { ...edit }, "_id"],
    ["a malformed id", { ...edit, _id: "12" }, "_id"],
    ["is_verified 'yes'", { ...edit, _id: id, is_verified: "yes" }, "is_verified"],
    ["is_verified true", { ...edit, _id: id, is_verified: true }, "is_verified"],
    ["an 11-digit mobile", { ...edit, _id: id, mobile: "98765432101" }, "mobile"],
    ["a numeric name", { ...edit, _id: id, name: 5 }, "name"],
  ])("refuses %s", (_what, value, field) => {
    const result = validate(editUserSchema, value);
    expect(result.ok).toBe(false);
    expect(Object.keys(result.ok ? {} : result.fields)).toContain(field);
  });
});

describe("bulkActionSchema", () => {
  it("takes a JSON array, repeated form fields and a single id", () => {
    const other = randomUUID();
    expect(validate(bulkActionSchema, { action: "verify", ids: [id, other] })).toEqual({
      ok: true,
      value: { action: "verify", ids: [id, other] },
    });
    const form = new FormData();
    form.append("action", "delete");
    form.append("ids", id);
    form.append("ids", other);
    expect(validate(bulkActionSchema, formValues(form))).toEqual({
      ok: true,
      value: { action: "delete", ids: [id, other] },
    });
    expect(validate(bulkActionSchema, { action: "unverify", ids: id })).toMatchObject({ ok: true });
  });

  it("refuses no selection, more than 500 ids, bad ids and unknown actions", () => {
    const refused = (value: unknown) => {
      const result = validate(bulkActionSchema, value);
      return result.ok ? null : result.fields;
    };
    expect(refused({ action: "verify", ids: [] })).toEqual({ ids: messages.admin.noneSelected });
    expect(refused({ action: "verify", ids: "" })).toEqual({ ids: messages.admin.noneSelected });
    const many = Array.from({ length: 501 }, () => randomUUID());
    expect(refused({ action: "verify", ids: many })).toEqual({ ids: messages.admin.tooManySelected(500) });
    expect(refused({ action: "verify", ids: many.slice(0, 500) })).toBeNull();
    expect(refused({ action: "verify", ids: ["x"] })).toEqual({ ids: messages.admin.userNotFound });
    expect(refused({ action: "promote", ids: [id] })).toEqual({ action: messages.admin.actionUnknown });
  });
});

describe("the list query", () => {
  it("falls back to the defaults for anything missing or invalid", () => {
    expect(usersQuery("")).toEqual({
      q: "",
      sort: "created",
      dir: "desc",
      verified: "all",
      page: 1,
    });
    const odd = new URLSearchParams({
      q: "x".repeat(101),
      sort: "password_hash",
      dir: "up",
      verified: "2",
      page: "-4",
    });
    expect(usersQuery(odd.toString())).toEqual(defaultUsersQuery);
    expect(usersQuery("page=2.5")).toEqual(defaultUsersQuery);
    expect(usersQuery("q=asha&q=ravi&page=2&page=3")).toEqual(defaultUsersQuery);
    expect(usersQuery({ q: 42 })).toEqual(defaultUsersQuery);
  });

  it("keeps valid values and writes only what differs from the defaults back into links", () => {
    const query = usersQuery("q=%20asha%20&sort=name&dir=asc&verified=0&page=3");
    expect(query).toEqual({ q: "asha", sort: "name", dir: "asc", verified: "0", page: 3 });
    expect(usersQuery({ ...query })).toEqual(query);
    expect(usersAddress({ ...query, page: 1 })).toBe("/admin/dashboard?q=asha&sort=name&dir=asc&verified=0");
    expect(usersAddress(defaultUsersQuery)).toBe("/admin/dashboard");
  });

  it("puts a done change's notice after the query", () => {
    expect(usersAddress({ page: 2, q: "meera", result: "saved", done: "verify", count: 1 })).toBe(
      "/admin/dashboard?q=meera&page=2&result=saved&done=verify&count=1",
    );
  });
});

describe("the user forms' messages", () => {
  it("says the user does not exist for a malformed id, and a missing one", () => {
    for (const bad of ["12", "", 7, undefined]) {
      expect(validate(deleteUserSchema, { id: bad })).toEqual({
        ok: false,
        fields: { id: messages.admin.userNotFound },
      });
      expect(validate(editUserSchema, { ...edit, _id: bad })).toEqual({
        ok: false,
        fields: { _id: messages.admin.userNotFound },
      });
    }
    expect(validate(deleteUserSchema, { id })).toEqual({ ok: true, value: { id } });
  });

  it("takes is_verified '0' as not verified and asks for Yes or No otherwise", () => {
    const result = validate(editUserSchema, { ...edit, _id: id, is_verified: "0" });
    expect(result.ok && result.value.is_verified).toBe(0);
    for (const is_verified of ["yes", "", 2, undefined]) {
      expect(validate(editUserSchema, { ...edit, _id: id, is_verified })).toEqual({
        ok: false,
        fields: { is_verified: messages.admin.verifiedRequired },
      });
    }
  });

  it("asks for a selection when a bulk action names no ids at all", () => {
    for (const ids of [undefined, 42, null]) {
      expect(validate(bulkActionSchema, { action: "delete", ids })).toEqual({
        ok: false,
        fields: { ids: messages.admin.noneSelected },
      });
    }
  });
});

describe("the verified filter", () => {
  it("keeps all, 1 and 0 and falls back to all for anything else", () => {
    for (const verified of ["all", "1", "0"]) {
      expect(usersQuery(`verified=${verified}`).verified).toBe(verified);
    }
    for (const verified of ["", "yes", "ALL"]) {
      expect(usersQuery(`verified=${verified}`).verified).toBe("all");
    }
  });
});
