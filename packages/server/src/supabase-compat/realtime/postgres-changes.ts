import { type Catalog, EXPOSED_SCHEMA } from '../rest/catalog';
import { PostgrestError } from '../rest/postgrest-error';
import type { RowTest } from './filter-check';

export const CHANGE_EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;
export type ChangeEvent = (typeof CHANGE_EVENTS)[number];

/** Realtime's row filters (`column=op.value`); `in` takes `(a,b)`. */
export type FilterOperator = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';
/** Values one `in` filter may list. */
const MAX_IN_VALUES = 100;

export interface RowFilter {
  column: string;
  operator: FilterOperator;
  values: string[];
}

/** One `postgres_changes` subscription of a channel, as the join asked for it. */
export interface ParsedBinding {
  /** The id the join reply names and every change message lists. */
  id: number;
  event: ChangeEvent | '*';
  /** undefined: every table of the schema. */
  table: string | undefined;
  filter: { rule: RowFilter; text: string } | undefined;
  /** What the client sent, echoed in the join reply (realtime-js compares them field by field). */
  echo: Record<string, unknown>;
}

/** A subscription whose filter was checked against its column (filter-check.ts). */
export interface Binding extends ParsedBinding {
  /** Whether a row passes the filter; undefined without one. */
  test: RowTest | undefined;
}

export interface CapturedChange {
  schema: string;
  table: string;
  type: ChangeEvent;
  commit_timestamp: string;
  /** The primary key of the row. */
  keys: Record<string, unknown>;
  /** The new row (INSERT, UPDATE) or the old one (DELETE); absent when too large for NOTIFY. */
  record?: Record<string, unknown>;
}

const joinError = (message: string) => new PostgrestError(400, 'realtime', message);

/** `id=eq.5`, `type=in.(info,error)`. */
function parseRowFilter(catalog: Catalog, table: string | undefined, text: string): RowFilter {
  const match = /^([A-Za-z_][A-Za-z0-9_]*)=(eq|neq|lt|lte|gt|gte|in)\.(.*)$/s.exec(text);
  if (!match) {
    throw joinError(
      `The filter "${text}" is not valid: write column=operator.value, with eq, neq, lt, lte, gt, gte or in.`,
    );
  }
  const [, column = '', operator = 'eq', value = ''] = match;
  if (table === undefined) throw joinError('A filter needs a table.');
  if (!catalog.tables.get(table)?.columns.has(column)) {
    throw joinError(`The filter "${text}" names a column ${table} does not have.`);
  }
  if (operator === 'in') {
    if (!value.startsWith('(') || !value.endsWith(')') || value.slice(1, -1).trim() === '') {
      throw joinError(`The filter "${text}" is not valid: "in" takes a list of values in parentheses.`);
    }
    const values = value
      .slice(1, -1)
      .split(',')
      .map((item) => item.trim());
    if (values.length > MAX_IN_VALUES) {
      throw joinError(`The filter "${text}" lists more than ${MAX_IN_VALUES} values; subscribe with fewer.`);
    }
    return { column, operator, values };
  }
  return { column, operator: operator as FilterOperator, values: [value] };
}

/** The `postgres_changes` entries of a join, checked against the catalog; at most `limit` of them. */
export function parseBindings(
  catalog: Catalog,
  entries: unknown,
  nextId: () => number,
  limit: number,
): ParsedBinding[] {
  if (entries === undefined) return [];
  if (!Array.isArray(entries)) throw joinError('config.postgres_changes must be a list.');
  if (entries.length > limit) {
    throw joinError(`A channel follows at most ${limit} postgres_changes; this join asked for ${entries.length}.`);
  }
  return entries.map((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) throw joinError('Each postgres_changes entry is an object.');
    const { event, schema, table, filter } = entry as Record<string, unknown>;
    if (event !== '*' && !CHANGE_EVENTS.includes(event as ChangeEvent)) {
      throw joinError(`The event must be INSERT, UPDATE, DELETE or *, not ${JSON.stringify(event)}.`);
    }
    if (schema !== EXPOSED_SCHEMA) throw joinError(`Only changes in the ${EXPOSED_SCHEMA} schema can be followed.`);
    if (table !== undefined && table !== '*' && (typeof table !== 'string' || !catalog.tables.has(table))) {
      throw joinError(`There is no table ${JSON.stringify(table)} in the ${EXPOSED_SCHEMA} schema.`);
    }
    const tableName = table === undefined || table === '*' ? undefined : (table as string);
    if (filter !== undefined && typeof filter !== 'string') throw joinError('A filter is text such as id=eq.5.');
    return {
      id: nextId(),
      event: event as Binding['event'],
      table: tableName,
      filter:
        filter === undefined || filter === ''
          ? undefined
          : { rule: parseRowFilter(catalog, tableName, filter), text: filter },
      echo: entry as Record<string, unknown>,
    };
  });
}

export function bindingMatches(binding: ParsedBinding, change: CapturedChange): boolean {
  return (
    change.schema === EXPOSED_SCHEMA &&
    (binding.table === undefined || binding.table === change.table) &&
    (binding.event === '*' || binding.event === change.type)
  );
}

/** A change as NOTIFY carries it (migration 0009), or undefined when the payload is not one. */
export function parseCapturedChange(payload: string): CapturedChange | undefined {
  try {
    const value = JSON.parse(payload) as Partial<CapturedChange>;
    if (
      typeof value.schema !== 'string' ||
      typeof value.table !== 'string' ||
      !CHANGE_EVENTS.includes(value.type as ChangeEvent) ||
      typeof value.keys !== 'object' ||
      value.keys === null
    ) {
      return undefined;
    }
    return value as CapturedChange;
  } catch {
    return undefined;
  }
}
