import type { Db } from '../../db/db';

/** The one schema the gateway exposes, as a hosted project's API exposes `public` by default. */
export const EXPOSED_SCHEMA = 'public';

export interface CatalogColumn {
  name: string;
  /** The type as SQL spells it, without modifiers (`numeric`, `timestamp with time zone`), for casts. */
  type: string;
  /** The type's internal name (`int4`, `timestamptz`), as Supabase Realtime reports columns. */
  udtName: string;
  /** A computed field: the function of the row that gives its value (not part of `*`). */
  computedBy?: string | undefined;
}

export interface CatalogTable {
  name: string;
  columns: Map<string, CatalogColumn>;
  /** Column names in table order. */
  columnOrder: string[];
  primaryKey: string[];
  /** The primary key and each unique constraint: a foreign key over one of them is one-to-one. */
  uniqueKeys: string[][];
  /** Computed fields: functions taking a row of this table and returning one plain value. */
  computed: Map<string, CatalogColumn>;
}

export interface CatalogForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface CatalogFunctionArgument {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface CatalogFunction {
  name: string;
  args: CatalogFunctionArgument[];
  /**
   * Set when the function's one argument is a row of a table or view (a computed field or an
   * embedded function, as PostgREST calls them): the name of that table.
   */
  rowOf: string | undefined;
  /** The table or view whose rows (or row) it returns, when it returns one; filters and embeds apply. */
  returnsTable: string | undefined;
  /** The columns of a function returning a record with OUT parameters (RETURNS TABLE). */
  outColumns: CatalogColumn[];
  /** void: no body; scalar: one value; row: an object (a table's row type, or OUT parameters). */
  returns: 'void' | 'scalar' | 'row';
  returnsSet: boolean;
  /** Declared to return one row (`ROWS 1`): embedded, it answers an object, as in PostgREST. */
  singleRow: boolean;
  /** Only stable and immutable functions may be called with GET (they run read-only anyway). */
  volatile: boolean;
}

/**
 * What the gateway knows of the exposed schema, read from PostgreSQL's catalog: every identifier a
 * request names is looked up here, and only names found here reach SQL (quoted). It is read once,
 * when first needed; the schema changes only through migrations, which run before the server starts.
 */
export interface Catalog {
  tables: Map<string, CatalogTable>;
  foreignKeys: CatalogForeignKey[];
  functions: Map<string, CatalogFunction[]>;
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function qualified(name: string): string {
  return `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(name)}`;
}

interface ColumnRow {
  table_name: string;
  column_name: string;
  type: string;
  udt_name: string;
}

interface KeyRow {
  table_name: string;
  kind: 'p' | 'u';
  columns: string[];
}

interface ForeignKeyRow {
  name: string;
  table_name: string;
  columns: string[];
  ref_table: string;
  ref_columns: string[];
}

interface FunctionRow {
  name: string;
  args: { name: string; type: string; mode: string; udt: string; rel: string | null }[] | null;
  return_rel: string | null;
  defaults: number;
  return_type: string;
  return_kind: string;
  returns_set: boolean;
  single_row: boolean;
  volatility: string;
}

// Arrays come back as JSON, which both drivers parse the same way.
const COLUMNS_SQL = `
select c.relname as table_name, a.attname as column_name,
       format_type(a.atttypid, null) as type, t.typname as udt_name
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  join pg_type t on t.oid = a.atttypid
 where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')
 order by c.relname, a.attnum`;

const PRIMARY_KEYS_SQL = `
select c.relname as table_name, con.contype as kind,
       (select json_agg(a.attname order by k.ord)
          from unnest(con.conkey) with ordinality as k(attnum, ord)
          join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns
  from pg_constraint con
  join pg_class c on c.oid = con.conrelid
  join pg_namespace n on n.oid = c.relnamespace
 where con.contype in ('p', 'u') and n.nspname = $1
 order by con.contype, con.conname`;

const FOREIGN_KEYS_SQL = `
select con.conname as name, c.relname as table_name, f.relname as ref_table,
       (select json_agg(a.attname order by k.ord)
          from unnest(con.conkey) with ordinality as k(attnum, ord)
          join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as columns,
       (select json_agg(a.attname order by k.ord)
          from unnest(con.confkey) with ordinality as k(attnum, ord)
          join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as ref_columns
  from pg_constraint con
  join pg_class c on c.oid = con.conrelid
  join pg_namespace n on n.oid = c.relnamespace
  join pg_class f on f.oid = con.confrelid
  join pg_namespace fn on fn.oid = f.relnamespace
 where con.contype = 'f' and n.nspname = $1 and fn.nspname = $1
 order by con.conname`;

// Plain functions only (no procedures, aggregates or trigger functions). proargtypes lists the
// input arguments; proallargtypes, when present, all of them with their modes.
const FUNCTIONS_SQL = `
select p.proname as name,
       (select json_agg(json_build_object(
                 'name', coalesce(p.proargnames[i], ''),
                 'type', format_type(coalesce(p.proallargtypes[i], p.proargtypes[i - 1]), null),
                 'mode', coalesce(p.proargmodes[i], 'i'),
                 'udt', (select typname from pg_type where oid = coalesce(p.proallargtypes[i], p.proargtypes[i - 1])),
                 'rel', (select rc.relname from pg_type at join pg_class rc on rc.oid = at.typrelid
                           join pg_namespace rn on rn.oid = rc.relnamespace
                          where at.oid = coalesce(p.proallargtypes[i], p.proargtypes[i - 1]) and rn.nspname = $1))
                 order by i)
          from generate_series(1, coalesce(array_length(p.proallargtypes, 1), p.pronargs)) as i) as args,
       (select rc.relname from pg_class rc join pg_namespace rn on rn.oid = rc.relnamespace
         where rc.oid = t.typrelid and rn.nspname = $1) as return_rel,
       p.pronargdefaults as defaults,
       format_type(p.prorettype, null) as return_type,
       t.typtype as return_kind,
       p.proretset as returns_set,
       p.prorows = 1 as single_row,
       p.provolatile as volatility
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type t on t.oid = p.prorettype
 where n.nspname = $1 and p.prokind = 'f'
   and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)`;

export async function loadCatalog(db: Db): Promise<Catalog> {
  const [columns, keys, foreignKeys, functions] = await Promise.all([
    db.query<ColumnRow>(COLUMNS_SQL, [EXPOSED_SCHEMA]),
    db.query<KeyRow>(PRIMARY_KEYS_SQL, [EXPOSED_SCHEMA]),
    db.query<ForeignKeyRow>(FOREIGN_KEYS_SQL, [EXPOSED_SCHEMA]),
    db.query<FunctionRow>(FUNCTIONS_SQL, [EXPOSED_SCHEMA]),
  ]);

  const tables = new Map<string, CatalogTable>();
  for (const row of columns) {
    let table = tables.get(row.table_name);
    if (!table) {
      table = {
        name: row.table_name,
        columns: new Map(),
        columnOrder: [],
        primaryKey: [],
        uniqueKeys: [],
        computed: new Map(),
      };
      tables.set(row.table_name, table);
    }
    table.columns.set(row.column_name, { name: row.column_name, type: row.type, udtName: row.udt_name });
    table.columnOrder.push(row.column_name);
  }
  for (const key of keys) {
    const table = tables.get(key.table_name);
    if (!table) continue;
    if (key.kind === 'p') table.primaryKey = key.columns;
    table.uniqueKeys.push(key.columns);
  }

  const byName = new Map<string, CatalogFunction[]>();
  for (const row of functions) {
    const fn = toCatalogFunction(row);
    if (!fn) continue;
    byName.set(fn.name, [...(byName.get(fn.name) ?? []), fn]);
    const table = fn.rowOf === undefined ? undefined : tables.get(fn.rowOf);
    if (table && fn.returns === 'scalar' && !fn.returnsSet && !table.columns.has(fn.name)) {
      table.computed.set(fn.name, {
        name: fn.name,
        type: row.return_type,
        udtName: row.return_type,
        computedBy: fn.name,
      });
    }
  }

  return {
    tables,
    foreignKeys: foreignKeys.map((row) => ({
      name: row.name,
      table: row.table_name,
      columns: row.columns,
      refTable: row.ref_table,
      refColumns: row.ref_columns,
    })),
    functions: byName,
  };
}

/** A function the gateway can call with named arguments, or undefined (unnamed or variadic ones). */
function toCatalogFunction(row: FunctionRow): CatalogFunction | undefined {
  const all = row.args ?? [];
  const inputs = all.filter((arg) => arg.mode === 'i' || arg.mode === 'b');
  const rowOf = inputs.length === 1 && inputs[0]?.rel ? inputs[0].rel : undefined;
  if (all.some((arg) => arg.mode === 'v') || (rowOf === undefined && inputs.some((arg) => arg.name === ''))) {
    return undefined;
  }
  const hasOutputs = all.some((arg) => arg.mode === 'o' || arg.mode === 't' || arg.mode === 'b');
  let returns: CatalogFunction['returns'];
  if (row.return_type === 'void') returns = 'void';
  else if (row.return_kind === 'c' || (row.return_type === 'record' && hasOutputs)) returns = 'row';
  else if (row.return_kind === 'p') return undefined;
  else returns = 'scalar';
  const firstDefault = inputs.length - row.defaults;
  return {
    name: row.name,
    args: inputs.map((arg, index) => ({ name: arg.name, type: arg.type, hasDefault: index >= firstDefault })),
    rowOf,
    returnsTable: row.return_rel ?? undefined,
    outColumns: all
      .filter((arg) => arg.mode === 'o' || arg.mode === 't' || arg.mode === 'b')
      .map((arg) => ({ name: arg.name, type: arg.type, udtName: arg.udt })),
    returns,
    returnsSet: row.returns_set,
    singleRow: !row.returns_set || row.single_row,
    volatile: row.volatility === 'v',
  };
}

/** Reads the catalog when first asked, once; a failed read is tried again on the next ask. */
export function catalogLoader(db: Db): () => Promise<Catalog> {
  let catalog: Promise<Catalog> | undefined;
  return () => {
    catalog ??= loadCatalog(db).catch((error: unknown) => {
      catalog = undefined;
      throw error;
    });
    return catalog;
  };
}
