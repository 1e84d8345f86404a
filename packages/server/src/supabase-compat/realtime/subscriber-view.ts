import type { Db } from '../../db/db';
import { type Catalog, type CatalogTable, qualified, quoteIdent } from '../rest/catalog';
import { type GatewayCaller, runAsCaller } from '../rest/gateway-caller';
import { SqlParams } from '../rest/sql-builder';
import { type CapturedChange, filterOperatorSql, type RowFilter } from './postgres-changes';

/** What one subscriber may see of a change. */
export interface SubscriberView {
  /** The row's visible columns (INSERT, UPDATE). */
  record: Record<string, unknown> | undefined;
  /** The primary key (UPDATE, DELETE): Supabase sends no more of the old row under RLS. */
  oldRecord: Record<string, unknown> | undefined;
  columns: { name: string; type: string }[];
  /** Whether each of the filters asked about holds for the row. */
  filters: boolean[];
}

/** The SELECT policies a role is subject to on a table, as SQL over a row named like the table. */
export interface ReadPolicy {
  rowSecurity: boolean;
  permissive: string[];
  restrictive: string[];
}

/**
 * The table's SELECT policies for `role`, deparsed with every name schema-qualified (the search
 * path is emptied for it), so the expressions mean the same when evaluated as the subscriber.
 */
export async function loadReadPolicy(db: Db, table: string, role: string): Promise<ReadPolicy> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('search_path', '', true)`);
    const [relation] = await tx.query<{ row_security: boolean }>(
      `select c.relrowsecurity as row_security
         from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relname = $1`,
      [table],
    );
    const policies = await tx.query<{ qual: string | null; permissive: boolean }>(
      `select pg_catalog.pg_get_expr(p.polqual, p.polrelid) as qual, p.polpermissive as permissive
         from pg_catalog.pg_policy p
         join pg_catalog.pg_class c on c.oid = p.polrelid
         join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relname = $1 and p.polcmd in ('r', '*')
          and (p.polroles = '{0}' or exists (
                select 1 from pg_catalog.unnest(p.polroles) as r (oid)
                 where pg_catalog.pg_has_role($2, r.oid, 'member')))`,
      [table, role],
    );
    // A policy without USING hides every row: fail closed.
    const expression = (qual: string | null) => (qual === null ? 'false' : `(${qual})`);
    return {
      rowSecurity: relation?.row_security ?? true,
      permissive: policies.filter((p) => p.permissive).map((p) => expression(p.qual)),
      restrictive: policies.filter((p) => !p.permissive).map((p) => expression(p.qual)),
    };
  });
}

function keyConditions(table: CatalogTable, keys: Record<string, unknown>, params: SqlParams, alias: string): string {
  const primaryKey = table.primaryKey.length > 0 ? table.primaryKey : Object.keys(keys);
  return primaryKey
    .map((column) => {
      const type = table.columns.get(column)?.type ?? 'text';
      const value = keys[column];
      const text =
        value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);
      return `${alias}.${quoteIdent(column)} = ${params.add(text)}::${type}`;
    })
    .join(' and ');
}

function filterSql(table: CatalogTable, filter: RowFilter, rowParam: string, params: SqlParams): string {
  const type = table.columns.get(filter.column)?.type ?? 'text';
  const value = `(jsonb_populate_record(null::${qualified(table.name)}, ${rowParam}::jsonb)).${quoteIdent(filter.column)}`;
  if (filter.operator === 'in') {
    return `coalesce(${value} in (${filter.values.map((item) => `${params.add(item)}::${type}`).join(', ')}), false)`;
  }
  return `coalesce(${value} ${filterOperatorSql(filter.operator)} ${params.add(filter.values[0] ?? '')}::${type}, false)`;
}

/** Whether the row in `rowParam` passes the role's SELECT policies, as SQL run as the subscriber. */
function policySql(table: CatalogTable, policy: ReadPolicy, rowParam: string): string {
  const rules = policy.rowSecurity
    ? [policy.permissive.length > 0 ? `(${policy.permissive.join(' or ')})` : 'false', ...policy.restrictive]
    : ['true'];
  return `exists (select 1 from jsonb_populate_record(null::${qualified(table.name)}, ${rowParam}::jsonb) as ${quoteIdent(table.name)}
                   where ${rules.join(' and ')})`;
}

/**
 * What `caller` may see of `change`, judged in one read-only transaction as them (their role and
 * claims), or undefined when they may not see it at all. The row as the change left it (the old one
 * for a DELETE) is put to the role's SELECT policies, the expressions row-level security applies to
 * a read, so a change is judged by its own row even when a later one has changed or removed it. A
 * row too large for NOTIFY is read again by its key, and then row-level security itself decides.
 */
export async function viewAs(
  db: Db,
  catalog: Catalog,
  caller: GatewayCaller,
  change: CapturedChange,
  filters: RowFilter[],
  readPolicy: () => Promise<ReadPolicy>,
): Promise<SubscriberView | undefined> {
  const table = catalog.tables.get(change.table);
  if (!table) return undefined;
  const policy = await readPolicy();
  return runAsCaller(db, caller, { readOnly: true }, async (tx) => {
    const [privileges] = await tx.query<{ visible: string[] | null }>(
      `select json_agg(a.name order by a.ord) as visible
         from json_array_elements_text($1::text::json) with ordinality as a (name, ord)
        where has_column_privilege($2::text, a.name, 'SELECT')`,
      [JSON.stringify(table.columnOrder), qualified(table.name)],
    );
    const visible = privileges?.visible ?? [];
    if (visible.length === 0) return undefined;

    let record = change.record;
    if (record === undefined && change.type !== 'DELETE') {
      const params = new SqlParams();
      const [current] = await tx.query<{ row: Record<string, unknown> | null }>(
        `select row_to_json(v) as row
           from (select ${visible.map((name) => `t0.${quoteIdent(name)}`).join(', ')}
                   from ${qualified(table.name)} as t0 where ${keyConditions(table, change.keys, params, 't0')}) as v`,
        params.values,
      );
      if (!current?.row) return undefined;
      record = current.row;
    }

    const params = new SqlParams();
    const rowParam = params.add(JSON.stringify(record ?? change.keys));
    // Deletes are not filtered, as on Supabase: the old row is not there to compare.
    const checked = change.type === 'DELETE' ? [] : filters;
    const [row] = await tx.query<Record<string, boolean>>(
      `select ${[
        policySql(table, policy, rowParam),
        ...checked.map((filter) => filterSql(table, filter, rowParam, params)),
      ]
        .map((sql, index) => `${sql} as c${index}`)
        .join(', ')}`,
      params.values,
    );
    if (row?.c0 !== true) return undefined;
    const shown = Object.fromEntries(visible.map((name) => [name, record?.[name] ?? null]));
    return {
      record: change.type === 'DELETE' ? undefined : shown,
      oldRecord: change.type === 'INSERT' ? undefined : change.keys,
      columns: columnsOf(table, visible),
      filters: filters.map((_, index) => change.type === 'DELETE' || row?.[`c${index + 1}`] === true),
    };
  });
}

function columnsOf(table: CatalogTable, names: string[]): { name: string; type: string }[] {
  return names.map((name) => ({ name, type: table.columns.get(name)?.udtName ?? 'text' }));
}
