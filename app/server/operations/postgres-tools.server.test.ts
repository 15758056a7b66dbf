import { describe, expect, it } from "vitest";
import { shellArgs } from "../../../tests/support/shell";
import { pgDumpCommand, pgDumpInvocation, pgRestoreCommand } from "./backup.server";

describe("pg_dump's invocation", () => {
  const env = { PATH: "/usr/bin", HOME: "/home/site" };

  it.each([
    [
      "in the address, percent-encoded",
      "postgres://site:S3cret%40pw%2F1@db.example.in:5432/site?sslmode=require",
      "S3cret@pw/1",
      "postgres://site@db.example.in:5432/site?sslmode=require",
    ],
    [
      "as a password= parameter",
      "postgresql://site@db.example.in/site?password=S3cret%26pw&sslmode=require",
      "S3cret&pw",
      "postgresql://site@db.example.in/site?sslmode=require",
    ],
  ])("passes a password %s in PGPASSWORD, never in the arguments", (_where, url, password, dbname) => {
    const { args, env: childEnv } = pgDumpInvocation(url, "/backups/b/database.dump", env);
    expect(args).toEqual([
      "--format=custom",
      "--no-owner",
      "--file=/backups/b/database.dump",
      `--dbname=${dbname}`,
    ]);
    for (const arg of args) expect(arg).not.toMatch(/S3cret/);
    expect(childEnv).toEqual({ ...env, PGPASSWORD: password });
  });

  it("keeps the operator's PGPASSWORD for an address without a password, and replaces it otherwise", () => {
    const operator = { ...env, PGPASSWORD: "from-the-operator" };
    const bare = "postgres://site@db.example.in/site";
    expect(pgDumpInvocation(bare, "/b/database.dump", operator)).toEqual({
      args: ["--format=custom", "--no-owner", "--file=/b/database.dump", `--dbname=${bare}`],
      env: operator,
    });
    const withPassword = pgDumpInvocation(
      "postgres://site:S3cret@db.example.in/site",
      "/b/database.dump",
      operator,
    );
    expect(withPassword.args).toContain(`--dbname=${bare}`);
    expect(withPassword.env).toEqual({ ...env, PGPASSWORD: "S3cret" });
  });
});

describe("the printed pg_dump and pg_restore commands", () => {
  const env = { DATABASE_URL: "postgres://site@db/site" };

  it.each([
    ['/mnt/backup disk/it\'s "ours"/database.dump'],
    ["/tmp/$(echo dollar)/`echo tick`/*;/database.dump"],
  ])("keep the dump %j one argument", (file) => {
    expect(shellArgs(pgRestoreCommand(file), env)).toEqual([
      "pg_restore",
      "--clean",
      "--if-exists",
      "--no-owner",
      "--dbname=postgres://site@db/site",
      file,
    ]);
    expect(shellArgs(pgDumpCommand(file), env)).toEqual([
      "pg_dump",
      "--format=custom",
      "--no-owner",
      `--file=${file}`,
      "--dbname=postgres://site@db/site",
    ]);
  });
});
