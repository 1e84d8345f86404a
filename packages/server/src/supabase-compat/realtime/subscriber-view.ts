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
  permissive: Policy[];
  restrictive: Policy[];
}

export interface Policy {
  /** Its USING expression, over a row named like the table. */
  sql: string;
  /** It reads nothing but the row: it says the same whoever asks (`is_published`, not `auth.uid() = user_id`). */
  rowOnly: boolean;
}

/**
 * The expression nodes (PostgreSQL's node tree of a policy) that read nothing but the row and
 * constants. Anything else (a subquery, a setting, a parameter, …) may depend on who asks.
 */
const ROW_ONLY_NODES = new Set([
  'VAR',
  'CONST',
  'OPEXPR',
  'FUNCEXPR',
  'BOOLEXPR',
  'RELABELTYPE',
  'NULLTEST',
  'BOOLEANTEST',
  'SCALARARRAYOPEXPR',
  'DISTINCTEXPR',
  'NULLIFEXPR',
  'CASEEXPR',
  'CASEWHEN',
  'CASETESTEXPR',
  'COALESCEEXPR',
  'ARRAYEXPR',
]);

/** Whether a policy with this node tree reads only the row: known nodes, and immutable functions only. */
async function readsOnlyTheRow(tx: Db, tree: string | null): Promise<boolean> {
  const text = tree ?? '';
  const nodes = [...text.matchAll(/\{([A-Z_]+)/g)].map((match) => match[1] ?? '');
  if (nodes.some((node) => !ROW_ONLY_NODES.has(node))) return false;
  const functions = [...text.matchAll(/:(?:funcid|opfuncid) (\d+)/g)]
    .map((match) => match[1] ?? '0')
    .filter((oid) => oid !== '0');
  if (functions.length === 0) return true;
  const [row] = await tx.query<{ changing: number }>(
    `select count(*)::int as changing from pg_catalog.pg_proc
      where oid in (select value::oid from pg_catalog.json_array_elements_text($1::text::json)) and provolatile <> 'i'`,
    [JSON.stringify(functions)],
  );
  return row?.changing === 0;
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
    const policies = await tx.query<{ qual: string | null; tree: string | null; permissive: boolean }>(
      `select pg_catalog.pg_get_expr(p.polqual, p.polrelid) as qual, p.polqual::text as tree,
              p.polpermissive as permissive
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
    const toPolicy = async (policy: { qual: string | null; tree: string | null }): Promise<Policy> => ({
      sql: policy.qual === null ? 'false' : `(${policy.qual})`,
      rowOnly: await readsOnlyTheRow(tx, policy.tree),
    });
    const permissive: Policy[] = [];
    const restrictive: Policy[] = [];
    for (const policy of policies) (policy.permissive ? permissive : restrictive).push(await toPolicy(policy));
    return {
      visible: privileges?.visible ?? [],
      rowSecurity: relation?.row_security ?? true,
      permissive,
      restrictive,
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

/** Whether the row in `rowParam` passes these permissive and restrictive policies, as SQL. */
function policySql(table: CatalogTable, permissive: Policy[], restrictive: Policy[], rowParam: string): string {
  const rules = [
    permissive.length > 0 ? `(${permissive.map((p) => p.sql).join(' or ')})` : 'false',
    ...restrictive.map((p) => p.sql),
  ];
  return `exists (select 1 from jsonb_populate_record(null::${qualified(table.name)}, ${rowParam}::jsonb) as ${quoteIdent(table.name)}
                   where ${rules.join(' and ')})`;
}

/** The row as a subscriber gets it: the columns they may read. */
export const shownRow = (access: ReadAccess, row: Record<string, unknown>) =>
  Object.fromEntries(access.visible.map((name) => [name, row[name] ?? null]));

/** The row a change is judged by: the one it left (the old one for a DELETE; its key, when too large for NOTIFY). */
const judgedRow = (change: CapturedChange) => change.record ?? (change.type === 'DELETE' ? change.keys : undefined);

/**
 * Whether every subscriber of a role may see the change, judged once for all of them: true when the
 * row passes the role's policies that read only the row (and every restrictive one reads only the
 * row), false when those are all its policies and the row fails them, undefined when it depends on
 * who asks. Run as `caller`, any one subscriber of the role.
 */
export async function visibleToRole(
  db: Db,
  table: CatalogTable,
  access: ReadAccess,
  caller: GatewayCaller,
  change: CapturedChange,
): Promise<boolean | undefined> {
  const record = judgedRow(change);
  if (access.visible.length === 0) return false;
  if (record === undefined) return undefined;
  if (!access.rowSecurity) return true;
  const rowOnly = access.permissive.filter((policy) => policy.rowOnly);
  const decidesAlone = rowOnly.length === access.permissive.length;
  if (!access.restrictive.every((policy) => policy.rowOnly) || (rowOnly.length === 0 && !decidesAlone)) {
    return undefined;
  }
  const passes = await runAsCaller(db, caller, { readOnly: true }, async (tx) => {
    const params = new SqlParams();
    const rowParam = params.add(JSON.stringify(record));
    const [row] = await tx.query<{ visible: boolean }>(
      `select ${policySql(table, rowOnly, access.restrictive, rowParam)} as visible`,
      params.values,
    );
    return row?.visible === true;
  });
  return passes ? true : decidesAlone ? false : undefined;
}

/**
 * The row `caller` may see of `change`, its visible columns only, or undefined when they may not
 * see it. Judged in one read-only transaction as them (their role and claims), once for all
 * subscribers who share those claims. The row as the change left it is put to the role's SELECT
 * policies, the expressions row-level security applies to a read, so a change is judged by its own
 * row even when a later one has changed or removed it. A row too large for NOTIFY is read again by
 * its key, and then row-level security itself decides.
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
  const record = judgedRow(change);
  if (record !== undefined && !access.rowSecurity) return shownRow(access, record);
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
      `select ${policySql(table, access.permissive, access.restrictive, rowParam)} as visible`,
      params.values,
    );
    return row?.visible === true ? shownRow(access, record) : undefined;
  });
}

export function columnsOf(table: CatalogTable, names: string[]): { name: string; type: string }[] {
  return names.map((name) => ({ name, type: table.columns.get(name)?.udtName ?? 'text' }));
}
