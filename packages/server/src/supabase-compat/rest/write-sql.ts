import { type CatalogTable, qualified, quoteIdent } from './catalog';
import { bodyError, PostgrestError, queryError } from './postgrest-error';
import type { ReadNode } from './query-plan';
import {
  type Builder,
  newBuilder,
  orderSql,
  type PageOptions,
  pageStatement,
  selectListSql,
  whereSql,
} from './sql-builder';

/** A JSON object of a request body. */
export type BodyRow = Record<string, unknown>;

export interface WriteOptions extends Pick<PageOptions, 'single' | 'bodyless'> {
  /** Prefer: return=representation — answer with the written rows, shaped by `select`. */
  representation: boolean;
}

function missingColumn(table: CatalogTable, name: string): PostgrestError {
  return new PostgrestError(
    400,
    'PGRST204',
    `Could not find the '${name}' column of '${table.name}' in the schema cache`,
    null,
    `The columns of ${table.name} are ${table.columnOrder.join(', ')}.`,
  );
}

export function checkColumns(table: CatalogTable, names: Iterable<string>): string[] {
  const checked: string[] = [];
  for (const name of names) {
    if (!table.columns.has(name)) throw missingColumn(table, name);
    checked.push(name);
  }
  return checked;
}

/**
 * A column's value taken from a row's JSON, converted the way PostgREST converts a body
 * (json_populate_record): numbers, booleans, strings, arrays and objects each to the column's type.
 */
function cell(table: CatalogTable, rowParam: string, column: string): string {
  return `(json_populate_record(null::${qualified(table.name)}, ${rowParam}::json)).${quoteIdent(column)}`;
}

/** The helper column that tells inserted rows from updated ones; no table column is named so. */
const INSERTED = '"_pgrst_inserted"';

/** The statement's tail: the written rows (`_written`) shaped as a read of them. */
function answer(node: ReadNode, dml: string, options: WriteOptions, builder: Builder, upsert = false): string {
  // A row an upsert inserted has no previous version (xmax 0); PostgREST answers 201 if any was.
  const written = `_written as (${dml} returning *${upsert ? `, (xmax::text = '0') as ${INSERTED}` : ''})`;
  const inserted = upsert ? `(select count(*) from _written where ${INSERTED})` : 'null::bigint';
  if (!options.representation) {
    return pageStatement(
      `${written}, _page as (select 1 from _written)`,
      { single: false, bodyless: true },
      'null::bigint',
      inserted,
    );
  }
  const alias = builder.aliases.fresh();
  const order = node.order.length > 0 ? ` order by ${orderSql(node, alias, node.order, builder)}` : '';
  const page = `select ${selectListSql(node, alias, builder)} from _written as ${alias}${order}`;
  return pageStatement(`${written}, _page as (${page})`, options, 'null::bigint', inserted);
}

export interface InsertRequest {
  rows: BodyRow[];
  /** `columns=`: which keys of the rows to insert; otherwise the first row's keys. */
  columns: string[] | undefined;
  /** Prefer: missing=default — a key a row lacks takes the column default rather than null. */
  missingDefault: boolean;
  /** Prefer: resolution=… with on_conflict=… (an upsert). */
  onConflict: { columns: string[]; resolution: 'merge' | 'ignore' } | undefined;
}

export function insertSql(
  node: ReadNode,
  request: InsertRequest,
  options: WriteOptions,
): { sql: string; params: (string | null)[] } {
  const { table } = node;
  const builder = newBuilder();
  const target = qualified(table.name);
  let columns = request.columns;
  if (columns === undefined) {
    const [first] = request.rows;
    columns = Object.keys(first ?? {});
    const expected = [...columns].sort().join(',');
    if (request.rows.some((row) => Object.keys(row).sort().join(',') !== expected)) {
      throw bodyError('All object keys must match', 'Every object of an array body must have the same keys.');
    }
  }
  checkColumns(table, columns);
  for (const row of request.rows)
    checkColumns(
      table,
      Object.keys(row).filter((key) => !columns.includes(key)),
    );

  let dml: string;
  if (columns.length === 0) {
    if (request.rows.length !== 1) {
      throw bodyError('The objects name no columns.', 'Send the columns to set, as in [{"name": "…"}].');
    }
    dml = `insert into ${target} default values`;
  } else {
    const values = request.rows.map((row) => {
      const rowParam = builder.params.add(JSON.stringify(row));
      const cells = columns.map((column) =>
        request.missingDefault && !(column in row) ? 'default' : cell(table, rowParam, column),
      );
      return `(${cells.join(', ')})`;
    });
    dml = `insert into ${target} (${columns.map(quoteIdent).join(', ')}) values ${values.join(', ')}`;
  }

  if (request.onConflict) {
    const conflict = checkColumns(table, request.onConflict.columns);
    // As PostgREST: every column of the body is set again, the conflict's own included, so that an
    // upsert naming only the key still returns the existing row.
    const action =
      request.onConflict.resolution === 'ignore' || columns.length === 0
        ? 'do nothing'
        : `do update set ${columns.map((column) => `${quoteIdent(column)} = excluded.${quoteIdent(column)}`).join(', ')}`;
    dml += ` on conflict (${conflict.map(quoteIdent).join(', ')}) ${action}`;
  }
  return { sql: answer(node, dml, options, builder, request.onConflict !== undefined), params: builder.params.values };
}

/** A change needs a filter: a bare PATCH or DELETE would change every row it may. */
function requireFilters(node: ReadNode, verb: 'UPDATE' | 'DELETE'): void {
  if (node.filters.length === 0) {
    throw new PostgrestError(
      400,
      '21000',
      `${verb} requires a WHERE clause`,
      `This server refuses to ${verb === 'UPDATE' ? 'update' : 'delete'} every row of a table at once.`,
      "Add a filter, such as ?id=eq.<id> (in supabase-js: .eq('id', id)).",
    );
  }
  if (node.limit !== undefined || node.offset !== undefined) {
    throw queryError(`limit and offset are not supported on ${verb === 'UPDATE' ? 'updates' : 'deletes'} here.`);
  }
}

export function updateSql(
  node: ReadNode,
  row: BodyRow,
  options: WriteOptions,
): { sql: string; params: (string | null)[] } {
  const { table } = node;
  requireFilters(node, 'UPDATE');
  const columns = checkColumns(table, Object.keys(row));
  if (columns.length === 0)
    throw bodyError('The body names no columns to change.', 'Send an object such as {"is_read": true}.');
  const builder = newBuilder();
  const alias = builder.aliases.fresh();
  const rowParam = builder.params.add(JSON.stringify(row));
  const assignments = columns.map((column) => `${quoteIdent(column)} = ${cell(table, rowParam, column)}`);
  const conditions = whereSql(node, alias, builder, { inner: false });
  const dml = `update ${qualified(table.name)} as ${alias} set ${assignments.join(', ')} where ${conditions.join(' and ')}`;
  return { sql: answer(node, dml, options, builder), params: builder.params.values };
}

export function deleteSql(node: ReadNode, options: WriteOptions): { sql: string; params: (string | null)[] } {
  requireFilters(node, 'DELETE');
  const builder = newBuilder();
  const alias = builder.aliases.fresh();
  const conditions = whereSql(node, alias, builder, { inner: false });
  const dml = `delete from ${qualified(node.table.name)} as ${alias} where ${conditions.join(' and ')}`;
  return { sql: answer(node, dml, options, builder), params: builder.params.values };
}
