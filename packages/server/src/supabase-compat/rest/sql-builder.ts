import { type CatalogColumn, type CatalogForeignKey, type CatalogTable, qualified, quoteIdent } from './catalog';
import type { Condition, Filter, JsonStep, OrderTerm, SelectItem } from './query-grammar';
import { columnOf, type EmbedNode, type ReadNode } from './query-plan';

/**
 * Turns a checked plan into SQL. Identifiers come from the catalog and are quoted; every value a
 * client sent is a parameter, passed as text and cast to the column's type in SQL, so both drivers
 * see only strings.
 */
export class SqlParams {
  readonly values: (string | null)[] = [];

  /** A placeholder for `value`, typed text. */
  add(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}::text`;
  }
}

class Aliases {
  #next = 0;
  fresh(): string {
    return `t${this.#next++}`;
  }
}

export interface Builder {
  params: SqlParams;
  aliases: Aliases;
}

export function newBuilder(): Builder {
  return { params: new SqlParams(), aliases: new Aliases() };
}

/** A column of the row `alias`, or a computed field (its function applied to the row). */
export function columnSql(alias: string, column: CatalogColumn): string {
  return column.computedBy === undefined
    ? `${alias}.${quoteIdent(column.name)}`
    : `${qualified(column.computedBy)}(${alias})`;
}

const COMPARISONS = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};
const PATTERNS = { like: 'like', ilike: 'ilike', match: '~', imatch: '~*' };
const TEXT_SEARCH = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

/** A JSON path applied to `ref`; keys are parameters, array indexes numbers. */
export function jsonPathSql(ref: string, path: JsonStep[], builder: Builder): string {
  return path.reduce(
    (expression, step) =>
      `${expression}${step.arrow}${/^-?\d+$/.test(step.key) ? Number(step.key) : builder.params.add(step.key)}`,
    ref,
  );
}

/** What a filter compares: the column, or the JSON (->) or text (->>) at a path inside it, and its type. */
function operandSql(table: CatalogTable, alias: string, condition: Condition, builder: Builder) {
  const column = columnOf(table, condition.column);
  const ref = columnSql(alias, column);
  if (condition.path.length === 0) return { ref, type: column.type };
  const last = condition.path.at(-1);
  return last?.arrow === '->>'
    ? { ref: jsonPathSql(ref, condition.path, builder), type: 'text' }
    : { ref: `(${jsonPathSql(ref, condition.path, builder)})::jsonb`, type: 'jsonb' };
}

function conditionSql(table: CatalogTable, alias: string, condition: Condition, builder: Builder): string {
  const { ref, type } = operandSql(table, alias, condition, builder);
  const typed = (value: string) => `${builder.params.add(value)}::${type}`;
  let sql: string;
  switch (condition.operator) {
    case 'eq':
    case 'neq':
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      sql =
        condition.quantifier === undefined
          ? `${ref} ${COMPARISONS[condition.operator]} ${typed(condition.value)}`
          : `${ref} ${COMPARISONS[condition.operator]} ${condition.quantifier}(${builder.params.add(condition.value)}::${type}[])`;
      break;
    case 'cs':
    case 'cd':
    case 'ov':
    case 'sl':
    case 'sr':
    case 'nxr':
    case 'nxl':
    case 'adj':
      sql = `${ref} ${COMPARISONS[condition.operator]} ${typed(condition.value)}`;
      break;
    case 'isdistinct':
      sql = `${ref} is distinct from ${typed(condition.value)}`;
      break;
    // PostgREST's like patterns use * for SQL's %.
    case 'like':
    case 'ilike':
    case 'match':
    case 'imatch': {
      const operator = PATTERNS[condition.operator];
      const pattern =
        condition.operator === 'like' || condition.operator === 'ilike'
          ? condition.value.replace(/\*/g, '%')
          : condition.value;
      sql =
        condition.quantifier === undefined
          ? `${ref}::text ${operator} ${builder.params.add(pattern)}`
          : `${ref}::text ${operator} ${condition.quantifier}(${builder.params.add(pattern)}::text[])`;
      break;
    }
    case 'fts':
    case 'plfts':
    case 'phfts':
    case 'wfts': {
      const config = condition.config === undefined ? '' : `${builder.params.add(condition.config)}::regconfig, `;
      // A text column is searched as its document, as PostgREST does.
      const document = type === 'tsvector' ? ref : `to_tsvector(${config}${ref}::text)`;
      sql = `${document} @@ ${TEXT_SEARCH[condition.operator]}(${config}${builder.params.add(condition.value)})`;
      break;
    }
    case 'in':
      sql = condition.values.length === 0 ? 'false' : `${ref} in (${condition.values.map(typed).join(', ')})`;
      break;
    case 'is':
      sql = `${ref} is ${condition.value === 'not_null' ? 'not null' : condition.value}`;
      break;
  }
  return condition.negated ? `not (${sql})` : sql;
}

function filterSql(table: CatalogTable, alias: string, filter: Filter, builder: Builder): string {
  if (filter.kind === 'condition') return conditionSql(table, alias, filter, builder);
  const joined = filter.children
    .map((child) => `(${filterSql(table, alias, child, builder)})`)
    .join(` ${filter.operator} `);
  return filter.negated ? `not (${joined})` : `(${joined})`;
}

function keyJoin(foreignKey: CatalogForeignKey, referencing: string, referenced: string): string {
  return foreignKey.columns
    .map(
      (column, index) =>
        `${referencing}.${quoteIdent(column)} = ${referenced}.${quoteIdent(foreignKey.refColumns[index] ?? '')}`,
    )
    .join(' and ');
}

/**
 * Where the rows of an embedded resource (alias `child`) come from, and how they are tied to the
 * row they are embedded in (alias `parent`): a table and a join condition, or a function of the row.
 */
function embedSource(
  embed: EmbedNode,
  parent: string,
  child: string,
  builder: Builder,
): { from: string; join: string[] } {
  const relationship = embed.relationship;
  switch (relationship.kind) {
    case 'many-to-one':
      return {
        from: `${sourceSql(embed, builder)} as ${child}`,
        join: [keyJoin(relationship.foreignKey, parent, child)],
      };
    case 'one-to-many':
      return {
        from: `${sourceSql(embed, builder)} as ${child}`,
        join: [keyJoin(relationship.foreignKey, child, parent)],
      };
    case 'many-to-many': {
      const link = builder.aliases.fresh();
      const through =
        `exists (select 1 from ${qualified(relationship.junction.name)} as ${link}` +
        ` where ${keyJoin(relationship.target, link, child)} and ${keyJoin(relationship.source, link, parent)})`;
      return { from: `${sourceSql(embed, builder)} as ${child}`, join: [through] };
    }
    case 'function':
      return { from: `${qualified(relationship.fn.name)}(${parent}) as ${child}`, join: [] };
  }
}

/**
 * The conditions on a node's rows: its filters, and (when reading) for each !inner embed that a
 * match exists. A change is filtered by its filters only; its select shapes just the answer.
 */
export function whereSql(node: ReadNode, alias: string, builder: Builder, { inner = true } = {}): string[] {
  const conditions = node.filters.map((filter) => filterSql(node.table, alias, filter, builder));
  if (!inner) return conditions;
  for (const embed of node.embeds.values()) {
    if (!embed.inner) continue;
    const child = builder.aliases.fresh();
    const source = embedSource(embed, alias, child, builder);
    const inner = [...source.join, ...whereSql(embed, child, builder)];
    conditions.push(`exists (select 1 from ${source.from}${inner.length > 0 ? ` where ${inner.join(' and ')}` : ''})`);
  }
  return conditions;
}

export function orderSql(node: ReadNode, alias: string, terms: OrderTerm[], builder: Builder): string {
  return terms
    .map((term) => {
      let expression: string;
      const embed = term.relation === undefined ? undefined : node.embeds.get(term.relation);
      if (embed) {
        const child = builder.aliases.fresh();
        const source = embedSource(embed, alias, child, builder);
        const where = source.join.length > 0 ? ` where ${source.join.join(' and ')}` : '';
        expression = `(select ${child}.${quoteIdent(term.column)} from ${source.from}${where} limit 1)`;
      } else {
        expression = jsonPathSql(columnSql(alias, columnOf(node.table, term.column)), term.path, builder);
      }
      const direction = term.descending ? 'desc' : 'asc';
      return `${expression} ${direction}${term.nulls ? ` nulls ${term.nulls}` : ''}`;
    })
    .join(', ');
}

/** The key a select item has in the answer. */
export function itemKey(item: Extract<SelectItem, { kind: 'column' }>): string {
  return item.alias ?? item.path.at(-1)?.key ?? item.name;
}

/** The select list of a node read from `alias`, embedded tables as JSON subqueries. */
export function selectListSql(node: ReadNode, alias: string, builder: Builder): string {
  const items: string[] = [];
  for (const item of node.select) {
    switch (item.kind) {
      // Spelled out, so that a statement's own helper columns (an upsert's inserted flag) stay out.
      case 'star':
        items.push(...node.table.columnOrder.map((column) => `${alias}.${quoteIdent(column)}`));
        break;
      case 'column': {
        let ref = jsonPathSql(columnSql(alias, columnOf(node.table, item.name)), item.path, builder);
        if (item.cast !== undefined) ref = `(${ref})::${item.cast}`;
        items.push(`${ref} as ${quoteIdent(itemKey(item))}`);
        break;
      }
      case 'embed': {
        const embed = node.embeds.get(item.alias ?? item.relation);
        if (!embed?.shown) break;
        if (item.spread) items.push(...spreadSql(embed, alias, builder));
        else items.push(`${embedSql(embed, alias, builder)} as ${quoteIdent(embed.key)}`);
        break;
      }
    }
  }
  return items.join(', ');
}

/** The keys of an embedded node's answer, in order. */
function nodeKeys(node: ReadNode): string[] {
  const keys: string[] = [];
  for (const item of node.select) {
    if (item.kind === 'star') keys.push(...node.table.columnOrder);
    else if (item.kind === 'column') keys.push(itemKey(item));
    else {
      const embed = node.embeds.get(item.alias ?? item.relation);
      if (embed?.shown) keys.push(...(item.spread ? nodeKeys(embed) : [embed.key]));
    }
  }
  return keys;
}

/**
 * `...relation(columns)`: each column of the embedded row becomes a column of this one (null when
 * there is no row); from a to-many relation, each becomes the array of its values.
 */
function spreadSql(embed: EmbedNode, parent: string, builder: Builder): string[] {
  return nodeKeys(embed).map((key) => {
    const row = builder.aliases.fresh();
    const inner = embedRowsSql(embed, parent, builder);
    const value = embed.relationship.toOne ? `${row}.${quoteIdent(key)}` : `json_agg(${row}.${quoteIdent(key)})`;
    const fallback = embed.relationship.toOne ? '' : `, '[]'::json`;
    return `coalesce((select ${value} from (${inner}) as ${row})${fallback}) as ${quoteIdent(key)}`;
  });
}

/** The rows of an embedded resource for the row `parent`: filtered, and for to-many ordered and paged. */
function embedRowsSql(embed: EmbedNode, parent: string, builder: Builder): string {
  const child = builder.aliases.fresh();
  const source = embedSource(embed, parent, child, builder);
  const conditions = [...source.join, ...whereSql(embed, child, builder)];
  const inner =
    `select ${selectListSql(embed, child, builder)} from ${source.from}` +
    (conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '');
  if (embed.relationship.toOne) return `${inner} limit 1`;
  const order = embed.order.length > 0 ? ` order by ${orderSql(embed, child, embed.order, builder)}` : '';
  return `${inner}${order}${limitSql(embed.limit)}${offsetSql(embed.offset)}`;
}

function embedSql(embed: EmbedNode, parent: string, builder: Builder): string {
  const row = builder.aliases.fresh();
  const rows = embedRowsSql(embed, parent, builder);
  if (embed.relationship.toOne) return `(select row_to_json(${row}) from (${rows}) as ${row})`;
  return `coalesce((select json_agg(${row}) from (${rows}) as ${row}), '[]'::json)`;
}

function limitSql(limit: number | undefined): string {
  return limit === undefined ? '' : ` limit ${limit}`;
}

function offsetSql(offset: number | undefined): string {
  return offset === undefined || offset === 0 ? '' : ` offset ${offset}`;
}

export interface PageOptions {
  limit: number | undefined;
  offset: number;
  /** Read the matching rows' total too (Prefer: count=exact). */
  count: boolean;
  /** One object rather than an array (Accept: application/vnd.pgrst.object+json). */
  single: boolean;
  /** HEAD: the counts without the rows. */
  bodyless: boolean;
  /** Accept: text/csv — a header line, then each row as PostgreSQL writes a record. */
  csv?: boolean;
  /** Accept: …;nulls=stripped — keys whose value is null are left out. */
  stripNulls?: boolean;
}

/** The relation a node reads: its table, or the call of the function whose rows it reads. */
export function sourceSql(node: ReadNode, builder: Builder): string {
  return node.source === undefined ? qualified(node.table.name) : node.source(builder);
}

/** What every read and write statement returns: the rows as JSON text, and how many there are. */
export interface PageRow {
  page_count: number;
  body: string | null;
  total: number | null;
  /** For an upsert: how many of the written rows were inserted rather than updated. */
  inserted?: number | null;
}

/**
 * The statement that answers a read: the page of rows as one JSON text (an array, or the one
 * object for `.single()`), how many rows the page has, and, when asked, how many match in all.
 */
export function readSql(node: ReadNode, page: PageOptions): { sql: string; params: (string | null)[] } {
  const builder = newBuilder();
  const alias = builder.aliases.fresh();
  const from = `${sourceSql(node, builder)} as ${alias}`;
  const conditions = whereSql(node, alias, builder);
  const where = conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '';
  const order = node.order.length > 0 ? ` order by ${orderSql(node, alias, node.order, builder)}` : '';
  const pageSql =
    `select ${selectListSql(node, alias, builder)} from ${from}${where}${order}` +
    `${limitSql(page.limit)}${offsetSql(page.offset)}`;
  let total = 'null::bigint';
  if (page.count) {
    // A second alias space: the count repeats the conditions with their own parameters.
    const countAlias = builder.aliases.fresh();
    const countConditions = whereSql(node, countAlias, builder);
    const countWhere = countConditions.length > 0 ? ` where ${countConditions.join(' and ')}` : '';
    total = `(select count(*) from ${sourceSql(node, builder)} as ${countAlias}${countWhere})`;
  }
  return { sql: pageStatement(`_page as (${pageSql})`, page, total), params: builder.params.values };
}

/** Shapes the final select over a `_page` CTE (the rows to answer with). */
export function pageStatement(
  ctes: string,
  page: Pick<PageOptions, 'single' | 'bodyless' | 'csv' | 'stripNulls'>,
  total: string,
  inserted = 'null::bigint',
): string {
  let body: string;
  const row = page.stripNulls ? 'json_strip_nulls(row_to_json(_page))' : 'row_to_json(_page)';
  if (page.bodyless) body = 'null::text';
  else if (page.csv) {
    // As PostgREST: the first row's keys, a line break, then each record's text form without its
    // parentheses, which quotes a value holding a comma, quote or line break and doubles its quotes
    // as RFC 4180 does. It also doubles backslashes, which RFC 4180 keeps as they are: halved here.
    const line = `replace(substring(_page::text, 2, length(_page::text) - 2), '\\\\', '\\')`;
    body =
      `(select coalesce((select string_agg(k, ',') from json_object_keys((select row_to_json(_page) from _page limit 1)) as k), '')` +
      ` || E'\n' || coalesce((select string_agg(${line}, E'\n') from _page), ''))`;
  } else if (page.single) body = `(select ${row}::text from _page limit 1)`;
  else body = `(select coalesce(json_agg(${row}), '[]'::json)::text from _page)`;
  return `with ${ctes} select (select count(*) from _page) as page_count, ${body} as body, ${total} as total, ${inserted} as inserted`;
}
