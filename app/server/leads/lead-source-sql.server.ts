import { type ExpressionBuilder, sql } from "kysely";
import type { Database } from "../db/schema.server";

/**
 * The source a lead is counted under, in SQL: its visit's UTM source, else its referring host, else
 * '' (a direct visit). The rule of `sourceName` (app/lib/visit-source.ts), for the queries that
 * filter or group leads by it. The empty text is a literal, not a parameter: PostgreSQL matches a
 * grouped expression to the selected one by its text, and two parameters never match.
 */
export const leadSourceExpression = (eb: ExpressionBuilder<Database, "leads">) =>
  eb
    .case()
    .when("leads.utm_source", "<>", sql.lit(""))
    .then(eb.ref("leads.utm_source"))
    .else(eb.ref("leads.referrer_host"))
    .end();
