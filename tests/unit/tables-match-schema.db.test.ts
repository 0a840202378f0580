/**
 * Every drizzle table object (each `tables.ts` under src/) against the schema the migrations build
 * (issue 24: "a test that compares each tables.ts with the migrated schema"). The migrations are the
 * truth (ADR 002); a `tables.ts` that names a column the database lacks, gives it another type or
 * calls a nullable column NOT NULL fails at run time only on the path that uses it. A column the
 * database requires (NOT NULL without default) that the object leaves out makes every builder
 * insert fail, so that is reported too. Columns the object does not mention are otherwise fine: a
 * module may declare only what it reads and writes.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, getDb } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";

const root = path.resolve(import.meta.dirname, "../..");

function tablesFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return tablesFiles(full);
    return name === "tables.ts" ? [full] : [];
  });
}

interface DbColumn {
  table_name: string;
  column_name: string;
  type: string;
  not_null: boolean;
  has_default: boolean;
  generated: boolean;
}

/** drizzle's and Postgres' spellings of one type made comparable. */
function normaliseType(type: string): string {
  const t = type
    .toLowerCase()
    .replace(/\s*,\s*/g, ",")
    .trim();
  const aliases: Record<string, string> = {
    serial: "integer",
    bigserial: "bigint",
    smallserial: "smallint",
    int: "integer",
    int4: "integer",
    int8: "bigint",
    int2: "smallint",
    bool: "boolean",
    timestamp: "timestamp without time zone",
    timestamptz: "timestamp with time zone",
    time: "time without time zone",
    float8: "double precision",
    float4: "real",
    decimal: "numeric",
  };
  const array = t.endsWith("[]");
  const base = array ? t.slice(0, -2) : t;
  const renamed = base.replace(/^varchar\b/, "character varying").replace(/^char\b/, "character");
  return (aliases[renamed] ?? renamed) + (array ? "[]" : "");
}

let columns: DbColumn[] = [];
const declared: { file: string; name: string; table: PgTable }[] = [];

beforeAll(async () => {
  const db = await getDb();
  columns = rowsOf<DbColumn>(
    await db.execute(sql`
      select c.relname as table_name, a.attname as column_name,
             format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null,
             a.atthasdef as has_default, (a.attidentity <> '' or a.attgenerated <> '') as generated
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped`),
  );
  for (const file of tablesFiles(path.join(root, "src"))) {
    const exports = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (value instanceof PgTable) declared.push({ file: path.relative(root, file), name, table: value });
    }
  }
}, 120_000);

afterAll(() => closeDatabase());

describe("tables.ts against the migrated schema", () => {
  it("finds the drizzle objects of every module", () => {
    expect(declared.length).toBeGreaterThan(40);
    expect(new Set(declared.map((d) => d.file)).size).toBeGreaterThan(15);
  });

  it("declares only tables and columns the migrations create, with their type and nullability", () => {
    const problems: string[] = [];
    for (const { file, name, table } of declared) {
      const config = getTableConfig(table);
      if (config.schema && config.schema !== "public") continue;
      const inDb = columns.filter((c) => c.table_name === config.name);
      if (inDb.length === 0) {
        problems.push(`${file} ${name}: table ${config.name} does not exist`);
        continue;
      }
      for (const column of config.columns) {
        const actual = inDb.find((c) => c.column_name === column.name);
        if (!actual) {
          problems.push(`${file} ${name}: column ${config.name}.${column.name} does not exist`);
          continue;
        }
        const expectedType = normaliseType(column.getSQLType());
        const actualType = normaliseType(actual.type);
        if (expectedType !== actualType) problems.push(`${file} ${name}: ${config.name}.${column.name} is ${actualType}, declared ${expectedType}`);
        // A primary key is NOT NULL whether or not the object says so.
        if (column.notNull !== actual.not_null && !column.primary)
          problems.push(
            `${file} ${name}: ${config.name}.${column.name} is ${actual.not_null ? "NOT NULL" : "nullable"}, declared ${column.notNull ? "NOT NULL" : "nullable"}`,
          );
      }
      const names = new Set(config.columns.map((c) => c.name));
      for (const required of inDb.filter((c) => c.not_null && !c.has_default && !c.generated && !names.has(c.column_name)))
        problems.push(`${file} ${name}: ${config.name}.${required.column_name} is NOT NULL without default but not declared (a builder insert fails)`);
    }
    expect(problems).toEqual([]);
  });
});

describe("normaliseType", () => {
  it("reads drizzle's and Postgres' spellings alike", () => {
    expect(normaliseType("numeric(12, 2)")).toBe(normaliseType("numeric(12,2)"));
    expect(normaliseType("varchar(200)")).toBe("character varying(200)");
    expect(normaliseType("timestamp")).toBe("timestamp without time zone");
    expect(normaliseType("serial")).toBe("integer");
    expect(normaliseType("text[]")).toBe("text[]");
    expect(normaliseType("uuid")).not.toBe(normaliseType("text"));
  });
});
