import { type Catalog, type CatalogFunction, type CatalogTable, qualified, quoteIdent } from './catalog';
import { PostgrestError } from './postgrest-error';
import { type Builder, SqlParams } from './sql-builder';

/**
 * The function `name` of the exposed schema that takes exactly these named arguments (those left
 * out must have defaults), as PostgREST picks among overloads.
 */
export function findFunction(catalog: Catalog, name: string, argumentNames: string[]): CatalogFunction {
  const given = new Set(argumentNames);
  const matches = (catalog.functions.get(name) ?? []).filter(
    (fn) =>
      argumentNames.every((arg) => fn.args.some((declared) => declared.name === arg)) &&
      fn.args.every((declared) => declared.hasDefault || given.has(declared.name)),
  );
  const [only, ...others] = matches;
  if (!only) {
    const signature = argumentNames.length > 0 ? `with parameters ${argumentNames.join(', ')}` : 'without parameters';
    throw new PostgrestError(
      404,
      'PGRST202',
      `Could not find the function public.${name} ${signature} in the schema cache`,
      null,
      catalog.functions.has(name)
        ? `public.${name} takes ${describeArguments(catalog.functions.get(name) ?? [])}.`
        : 'Only functions of the public schema are served here.',
    );
  }
  if (others.length > 0) {
    throw new PostgrestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${[only, ...others]
        .map((fn) => `public.${name}(${fn.args.map((arg) => `${arg.name} => ${arg.type}`).join(', ')})`)
        .sort()
        .join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  return only;
}

function describeArguments(functions: CatalogFunction[]): string {
  return functions
    .map((fn) =>
      fn.args.length === 0
        ? 'no arguments'
        : fn.args.map((arg) => (arg.name === '' ? `an unnamed ${arg.type}` : arg.name)).join(', '),
    )
    .join(' or ');
}

/**
 * One call of `fn` with the arguments of a JSON object, which PostgreSQL converts to the declared
 * types (json_to_record), as PostgREST does. The statement answers page_count and body (JSON
 * text), except for a void function, whose answer is empty.
 */
export function rpcSql(
  fn: CatalogFunction,
  args: Record<string, unknown>,
  { single }: { single: boolean },
): { sql: string; params: (string | null)[] } {
  const params = new SqlParams();
  const names = Object.keys(args);
  const declared = names.map((name) => fn.args.find((arg) => arg.name === name));
  const call = `${qualified(fn.name)}(${names.map((name) => `${quoteIdent(name)} := _args.${quoteIdent(name)}`).join(', ')})`;
  const argsSource =
    names.length === 0
      ? ''
      : `json_to_record(${params.add(JSON.stringify(args))}::json) as _args(${names
          .map((name, index) => `${quoteIdent(name)} ${declared[index]?.type ?? 'text'}`)
          .join(', ')})`;
  const from = argsSource === '' ? '' : ` from ${argsSource}`;

  let sql: string;
  switch (fn.returns) {
    // The answer is empty (204); the call is all that is needed.
    case 'void':
      sql = `select ${call}${from}`;
      break;
    case 'scalar':
      sql = fn.returnsSet
        ? `select count(*) as page_count, ${single ? 'min(to_json(_v.value)::text)' : `coalesce(json_agg(_v.value), '[]'::json)::text`} as body from (select ${call} as value${from}) as _v`
        : `select 1 as page_count, to_json(_v.value)::text as body from (select ${call} as value${from}) as _v`;
      break;
    case 'row': {
      const rows = `${argsSource === '' ? '' : `${argsSource}, lateral `}${call} as _r`;
      sql =
        fn.returnsSet && !single
          ? `select count(*) as page_count, coalesce(json_agg(_r), '[]'::json)::text as body from ${rows}`
          : `select count(*) as page_count, min(row_to_json(_r)::text) as body from ${rows}`;
      break;
    }
  }
  return { sql, params: params.values };
}

/** A function whose result is read as a relation: the rows' table (or its OUT columns) and the call. */
export interface FunctionRelation {
  table: CatalogTable;
  source: (builder: Builder) => string;
}

/**
 * The call of `fn` as a relation, when it returns rows of a table or view, or a record of OUT
 * columns (RETURNS TABLE): then `select`, filters, order and paging apply to its result as to a
 * table's. Each argument comes from the JSON object, converted to its declared type.
 */
export function functionRelation(
  catalog: Catalog,
  fn: CatalogFunction,
  args: Record<string, unknown>,
): FunctionRelation | undefined {
  if (fn.returns !== 'row') return undefined;
  let table = fn.returnsTable === undefined ? undefined : catalog.tables.get(fn.returnsTable);
  if (!table && fn.outColumns.length > 0) {
    table = {
      name: fn.name,
      columns: new Map(fn.outColumns.map((column) => [column.name, column])),
      columnOrder: fn.outColumns.map((column) => column.name),
      primaryKey: [],
      uniqueKeys: [],
      computed: new Map(),
    };
  }
  if (!table) return undefined;
  const names = Object.keys(args);
  const types = names.map((name) => fn.args.find((arg) => arg.name === name)?.type ?? 'text');
  const json = JSON.stringify(args);
  return {
    table,
    source: (builder) => {
      if (names.length === 0) return `${qualified(fn.name)}()`;
      const record = builder.params.add(json);
      const argumentList = names.map(
        (name, index) =>
          `${quoteIdent(name)} := (select _a.${quoteIdent(name)} from json_to_record(${record}::json) as _a(${quoteIdent(name)} ${types[index]}))`,
      );
      return `${qualified(fn.name)}(${argumentList.join(', ')})`;
    },
  };
}
