import type { Db } from '../../db/db';
import type { CatalogTable } from '../rest/catalog';
import { PostgrestError } from '../rest/postgrest-error';
import type { RowFilter } from './postgres-changes';

/** A row filter whose values fit its column, evaluated on a row as the change carries it. */
export type RowTest = (record: Record<string, unknown>) => boolean;

type Comparable = number | string;

/** How values of a column compare, from its type (PostgreSQL's `typcategory`, and its name). */
type Kind =
  | { compare: 'number' }
  | { compare: 'boolean' }
  | { compare: 'text' }
  | { compare: 'instant' }
  | { compare: 'enum'; labels: string[] };

const TEXT_TYPES = new Set(['text', 'varchar', 'name', 'uuid', 'date', 'time']);
const INSTANT_TYPES = new Set(['timestamp', 'timestamptz']);

function kindOf(udtName: string, category: string, labels: string[] | null): Kind | undefined {
  if (category === 'N') return { compare: 'number' };
  if (category === 'B') return { compare: 'boolean' };
  if (category === 'E' && labels) return { compare: 'enum', labels };
  if (INSTANT_TYPES.has(udtName)) return { compare: 'instant' };
  if (TEXT_TYPES.has(udtName)) return { compare: 'text' };
  return undefined;
}

/**
 * Microseconds since the epoch of a timestamp as `to_jsonb` writes it ('2026-11-26T21:00:00.123456+00:00',
 * without an offset for `timestamp`): both sides of a comparison are written the same way.
 */
function instant(text: string): number | undefined {
  const match = /^(.*T\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?(.*)$/.exec(text);
  if (!match) return undefined;
  const [, base = '', fraction = '', zone = ''] = match;
  const ms = Date.parse(`${base}${zone}`);
  return Number.isNaN(ms) ? undefined : ms * 1000 + Number(fraction.padEnd(6, '0'));
}

/** A JSON value of the column (from the change's row, or the filter's value cast by PostgreSQL) as one to compare. */
function comparable(kind: Kind, value: unknown): Comparable | undefined {
  switch (kind.compare) {
    case 'number': {
      const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
      return Number.isNaN(number) ? undefined : number;
    }
    case 'boolean':
      return typeof value === 'boolean' ? Number(value) : undefined;
    case 'text':
      return typeof value === 'string' ? value : undefined;
    case 'instant':
      return typeof value === 'string' ? instant(value) : undefined;
    case 'enum': {
      const index = typeof value === 'string' ? kind.labels.indexOf(value) : -1;
      return index === -1 ? undefined : index;
    }
  }
}

function test(operator: RowFilter['operator'], left: Comparable, rights: Comparable[]): boolean {
  const [right = ''] = rights;
  switch (operator) {
    case 'eq':
      return left === right;
    case 'neq':
      return left !== right;
    case 'lt':
      return left < right;
    case 'lte':
      return left <= right;
    case 'gt':
      return left > right;
    case 'gte':
      return left >= right;
    case 'in':
      return rights.includes(left);
  }
}

const joinError = (message: string) => new PostgrestError(400, 'realtime', message);

/** A PostgreSQL error about a value (class 22, data exception): the value does not fit the type. */
const isDataException = (error: unknown) =>
  typeof error === 'object' && error !== null && /^22/.test(String((error as { code?: unknown }).code));

interface CastRow {
  category: string | null;
  labels: string[] | null;
  values: unknown[] | null;
}

/**
 * Checks a filter's values against its column's type when a channel is joined: PostgreSQL casts
 * them (so `id=eq.not-a-uuid` is refused here, with a sentence, instead of failing each change),
 * and the test that results runs in JavaScript on every change, never in the database.
 */
export async function checkFilter(db: Db, table: CatalogTable, filter: RowFilter, text: string): Promise<RowTest> {
  const column = table.columns.get(filter.column);
  if (!column) throw joinError(`The filter "${text}" names a column ${table.name} does not have.`);
  let row: CastRow | undefined;
  try {
    [row] = await db.query<CastRow>(
      `select t.typcategory as category,
              (select json_agg(e.enumlabel order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid) as labels,
              (select json_agg(to_jsonb(v.value::${column.type}) order by v.ord)
                 from unnest($2::text[]) with ordinality as v (value, ord)) as values
         from pg_type t where t.oid = $1::regtype`,
      [column.type, filter.values],
    );
  } catch (error) {
    if (!isDataException(error)) throw error;
    throw joinError(
      `The filter "${text}" does not fit the column ${filter.column}, which holds ${column.type} values.`,
    );
  }
  const kind = row?.category ? kindOf(column.udtName, row.category, row.labels) : undefined;
  if (!kind) {
    throw joinError(`The column ${filter.column} (${column.type}) cannot be filtered on; filter on another column.`);
  }
  const rights: Comparable[] = [];
  for (const value of row?.values ?? []) {
    const right = comparable(kind, value);
    if (right === undefined) {
      throw joinError(
        `The filter "${text}" does not fit the column ${filter.column}, which holds ${column.type} values.`,
      );
    }
    rights.push(right);
  }
  return (record) => {
    const value = record[filter.column];
    // As in SQL, a comparison with NULL holds for no operator.
    if (value === null || value === undefined) return false;
    const left = comparable(kind, value);
    return left !== undefined && test(filter.operator, left, rights);
  };
}
