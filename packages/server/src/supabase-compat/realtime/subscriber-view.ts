import type { Db } from '../../db/db';
import { type CatalogTable, qualified, quoteIdent } from '../rest/catalog';
import { type GatewayCaller, runAsCaller } from '../rest/gateway-caller';
import { SqlParams } from '../rest/sql-builder';
import type { CapturedChange } from './postgres-changes';

/**
 * What a role may read of a table: its visible columns (column privileges) and the SELECT policies
 * row-level security applies to it, as SQL over a row named like the table. Read once per table
 * and role: both change only through migrations, which run before the server starts.
 */
export interface ReadAccess {
  visible: string[];
  rowSecurity: boolean;
  permissive: string[];
  restrictive: string[];
}

/**
 * The role's access to the table. Policies are deparsed with every name schema-qualified (the
 * search path is emptied for it), so the expressions mean the same when evaluated as the subscriber.
 */
export async function loadReadAccess(db: Db, table: CatalogTable, role: string): Promise<ReadAccess> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('search_path', '', true)`);
    const [relation] = await tx.query<{ row_security: boolean }>(
      `select c.relrowsecurity as row_security
         from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relname = $1`,
      [table.name],
    );
    const [privileges] = await tx.query<{ visible: string[] | null }>(
      `select json_agg(a.name order by a.ord) as visible
         from json_array_elements_text($1::text::json) with ordinality as a (name, ord)
        where pg_catalog.has_column_privilege($2::text, $3::text, a.name, 'SELECT')`,
      [JSON.stringify(table.columnOrder), role, qualified(table.name)],
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
      [table.name, role],
    );
    // A policy without USING hides every row: fail closed.
    const expression = (qual: string | null) => (qual === null ? 'false' : `(${qual})`);
    return {
      visible: privileges?.visible ?? [],
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

/** Whether the row in `rowParam` passes the role's SELECT policies, as SQL run as the subscriber. */
function policySql(table: CatalogTable, policy: ReadAccess, rowParam: string): string {
  const rules = policy.rowSecurity
    ? [policy.permissive.length > 0 ? `(${policy.permissive.join(' or ')})` : 'false', ...policy.restrictive]
    : ['true'];
  return `exists (select 1 from jsonb_populate_record(null::${qualified(table.name)}, ${rowParam}::jsonb) as ${quoteIdent(table.name)}
                   where ${rules.join(' and ')})`;
}

/**
 * The row `caller` may see of `change`, its visible columns only, or undefined when they may not
 * see it. Judged in at most one read-only transaction as them (their role and claims), once for
 * all subscribers who share those claims. The row as the change left it (the old one for a DELETE)
 * is put to the role's SELECT policies, the expressions row-level security applies to a read, so a
 * change is judged by its own row even when a later one has changed or removed it. A row too large
 * for NOTIFY is read again by its key, and then row-level security itself decides.
 */
export async function visibleRow(
  db: Db,
  table: CatalogTable,
  access: ReadAccess,
  caller: GatewayCaller,
  change: CapturedChange,
): Promise<Record<string, unknown> | undefined> {
  const { visible } = access;
  if (visible.length === 0) return undefined;
  const pick = (row: Record<string, unknown>) => Object.fromEntries(visible.map((name) => [name, row[name] ?? null]));
  // A deletion too large for NOTIFY is judged by its key alone.
  const record = change.record ?? (change.type === 'DELETE' ? change.keys : undefined);
  if (record !== undefined && !access.rowSecurity) return pick(record);
  return runAsCaller(db, caller, { readOnly: true }, async (tx) => {
    if (record === undefined) {
      const params = new SqlParams();
      const [current] = await tx.query<{ row: Record<string, unknown> | null }>(
        `select row_to_json(v) as row
           from (select ${visible.map((name) => `t0.${quoteIdent(name)}`).join(', ')}
                   from ${qualified(table.name)} as t0 where ${keyConditions(table, change.keys, params, 't0')}) as v`,
        params.values,
      );
      return current?.row ?? undefined;
    }
    const params = new SqlParams();
    const rowParam = params.add(JSON.stringify(record));
    const [row] = await tx.query<{ visible: boolean }>(
      `select ${policySql(table, access, rowParam)} as visible`,
      params.values,
    );
    return row?.visible === true ? pick(record) : undefined;
  });
}

export function columnsOf(table: CatalogTable, names: string[]): { name: string; type: string }[] {
  return names.map((name) => ({ name, type: table.columns.get(name)?.udtName ?? 'text' }));
}
