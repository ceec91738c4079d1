import crypto from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { BackupError } from "./backup-error";

/**
 * Every table of the site's schema as data, and back. The canonical form of a table is one
 * JSON object per row, its keys the column names in order, each value the column's text in
 * PostgreSQL (as `COPY` and pg_dump write it) or null, the lines sorted. PostgreSQL parses
 * that text back to the very same value (timestamps to the microsecond, jsonb, arrays,
 * uuids), and it reads the same on PGlite and on any PostgreSQL server once the session
 * settings below are fixed, so the same rows have the same checksum everywhere.
 */
export type TableDump = { name: string; rows: number; sha256: string; data: Buffer };

type Column = { name: string; type: string };

const BATCH = 500;

export async function query<T>(db: Db, statement: SQL): Promise<T[]> {
  return (await db.execute<T & Record<string, unknown>>(statement)).rows;
}

export function sha256(data: Buffer | string) {
  return crypto.createHash("sha256").update(data).digest("hex");
}

/** Settings that show in a value's text; set for the transaction only. */
export async function useCanonicalText(tx: Db) {
  await tx.execute(sql`select set_config('TimeZone', 'UTC', true), set_config('DateStyle', 'ISO, YMD', true),
    set_config('IntervalStyle', 'postgres', true), set_config('extra_float_digits', '1', true),
    set_config('bytea_output', 'hex', true)`);
}

/** A consistent snapshot of every table: one read-only transaction, so it can run beside the site. */
export async function dumpTables(db: Db): Promise<TableDump[]> {
  return db.transaction(
    async (tx) => {
      await useCanonicalText(tx);
      return readTables(tx);
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** The canonical form of every table, inside a transaction that called useCanonicalText. */
export async function readTables(tx: Db): Promise<TableDump[]> {
  const dumps: TableDump[] = [];
  for (const [name, columns] of await tableColumns(tx)) {
    const list = sql.join(
      columns.map((c) => sql`${sql.identifier(c.name)}::text as ${sql.identifier(c.name)}`),
      sql`, `,
    );
    const rows = await query<Record<string, string | null>>(tx, sql`select ${list} from ${table(name)}`);
    const lines = rows.map((row) => JSON.stringify(Object.fromEntries(columns.map((c) => [c.name, row[c.name]])))).sort();
    const data = Buffer.from(lines.map((line) => `${line}\n`).join(""));
    dumps.push({ name, rows: rows.length, sha256: sha256(data), data });
  }
  return dumps;
}

/** The tables that hold at least one row. */
export async function nonEmptyTables(db: Db): Promise<string[]> {
  const names = [...(await tableColumns(db)).keys()];
  const found = await Promise.all(names.map(async (name) => (await query(db, sql`select 1 from ${table(name)} limit 1`)).length > 0));
  return names.filter((_, i) => found[i]);
}

/**
 * Fills the tables of `tx` (emptied first) with the dumped rows, parents before children
 * for the foreign keys, then moves sequences past the restored values. The tables must be
 * those of the dump, column for column.
 */
export async function writeTables(tx: Db, dumps: Map<string, Buffer>) {
  const columns = await tableColumns(tx);
  const names = [...columns.keys()];
  const missing = names.filter((n) => !dumps.has(n)).concat([...dumps.keys()].filter((n) => !columns.has(n)));
  if (missing.length) throw new BackupError(`The tables differ from this version's: ${missing.join(", ")}`);

  if (names.length) await tx.execute(sql`truncate ${sql.join(names.map(table), sql`, `)}`);
  for (const name of await insertionOrder(tx, names)) {
    const cols = columns.get(name)!;
    const rows = parseRows(name, dumps.get(name)!, cols);
    const list = sql.join(
      cols.map((c) => sql.identifier(c.name)),
      sql`, `,
    );
    // Each value is cast from its text by the column's own type, as PostgreSQL reads input.
    const values = sql.join(
      cols.map((c) => sql`x.${sql.identifier(c.name)}::${sql.raw(c.type)}`),
      sql`, `,
    );
    const record = sql.join(
      cols.map((c) => sql`${sql.identifier(c.name)} text`),
      sql`, `,
    );
    for (let i = 0; i < rows.length; i += BATCH) {
      const batch = JSON.stringify(rows.slice(i, i + BATCH));
      await tx.execute(sql`insert into ${table(name)} (${list}) overriding system value
        select ${values} from jsonb_to_recordset(${batch}::jsonb) as x(${record})`);
    }
  }
  await resetSequences(tx);
}

function parseRows(name: string, data: Buffer, columns: Column[]) {
  const expected = columns.map((c) => c.name).join(",");
  return data
    .toString("utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const row = JSON.parse(line) as Record<string, string | null>;
      if (Object.keys(row).join(",") !== expected) {
        throw new BackupError(`The columns of ${name} differ from this version's (${expected})`);
      }
      return row;
    });
}

function table(name: string) {
  return sql`${sql.identifier("public")}.${sql.identifier(name)}`;
}

/** The site's tables (schema public), each with its columns in name order. */
async function tableColumns(db: Db): Promise<Map<string, Column[]>> {
  const rows = await query<{ table: string; column: string; type: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type"
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
        and a.attgenerated = ''
      order by c.relname, a.attname`,
  );
  const tables = new Map<string, Column[]>();
  for (const row of rows) {
    // The names are ordered in JavaScript: the server's collation may differ between databases.
    tables.set(row.table, [...(tables.get(row.table) ?? []), { name: row.column, type: row.type }]);
  }
  for (const cols of tables.values()) cols.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return new Map([...tables].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Tables ordered so that each comes after the tables its foreign keys point at. */
async function insertionOrder(db: Db, names: string[]) {
  const links = await query<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_class p on p.oid = k.confrelid
      join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const order: string[] = [];
  while (order.length < names.length) {
    const waits = (name: string) => links.some((l) => l.child === name && names.includes(l.parent) && !order.includes(l.parent));
    const ready = names.filter((name) => !order.includes(name) && !waits(name));
    if (!ready.length) throw new BackupError("The tables' foreign keys form a cycle");
    order.push(...ready);
  }
  return order;
}

async function resetSequences(tx: Db) {
  const owned = await query<{ table: string; column: string; sequence: string }>(
    tx,
    sql`select c.relname as "table", a.attname as "column",
        pg_get_serial_sequence(format('public.%I', c.relname), a.attname) as "sequence"
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
        and pg_get_serial_sequence(format('public.%I', c.relname), a.attname) is not null`,
  );
  for (const { table: name, column, sequence } of owned) {
    const col = sql.identifier(column);
    await tx.execute(sql`select setval(${sequence}::regclass, coalesce(max(${col}), 1), max(${col}) is not null) from ${table(name)}`);
  }
}
