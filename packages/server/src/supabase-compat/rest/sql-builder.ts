import { type CatalogTable, qualified, quoteIdent } from './catalog';
import type { Condition, Filter, OrderTerm } from './query-grammar';
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

const COMPARISONS = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', cs: '@>', cd: '<@', ov: '&&' };

function conditionSql(table: CatalogTable, alias: string, condition: Condition, builder: Builder): string {
  const column = columnOf(table, condition.column);
  const ref = `${alias}.${quoteIdent(column.name)}`;
  const typed = (value: string) => `${builder.params.add(value)}::${column.type}`;
  let sql: string;
  switch (condition.operator) {
    case 'eq':
    case 'neq':
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
    case 'cs':
    case 'cd':
    case 'ov':
      sql = `${ref} ${COMPARISONS[condition.operator]} ${typed(condition.value)}`;
      break;
    case 'isdistinct':
      sql = `${ref} is distinct from ${typed(condition.value)}`;
      break;
    // PostgREST's like patterns use * for SQL's %.
    case 'like':
      sql = `${ref}::text like ${builder.params.add(condition.value.replace(/\*/g, '%'))}`;
      break;
    case 'ilike':
      sql = `${ref}::text ilike ${builder.params.add(condition.value.replace(/\*/g, '%'))}`;
      break;
    case 'match':
      sql = `${ref}::text ~ ${builder.params.add(condition.value)}`;
      break;
    case 'imatch':
      sql = `${ref}::text ~* ${builder.params.add(condition.value)}`;
      break;
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

/** The join of an embedded table (alias `child`) to the row it is embedded in (alias `parent`). */
function joinSql(embed: EmbedNode, parent: string, child: string): string {
  const { kind, foreignKey } = embed.relationship;
  return foreignKey.columns
    .map((column, index) => {
      const referenced = foreignKey.refColumns[index] ?? '';
      return kind === 'many-to-one'
        ? `${child}.${quoteIdent(referenced)} = ${parent}.${quoteIdent(column)}`
        : `${child}.${quoteIdent(column)} = ${parent}.${quoteIdent(referenced)}`;
    })
    .join(' and ');
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
    const inner = [joinSql(embed, alias, child), ...whereSql(embed, child, builder)];
    conditions.push(`exists (select 1 from ${qualified(embed.table.name)} as ${child} where ${inner.join(' and ')})`);
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
        expression = `(select ${child}.${quoteIdent(term.column)} from ${qualified(embed.table.name)} as ${child} where ${joinSql(embed, alias, child)})`;
      } else {
        expression = `${alias}.${quoteIdent(term.column)}`;
      }
      const direction = term.descending ? 'desc' : 'asc';
      return `${expression} ${direction}${term.nulls ? ` nulls ${term.nulls}` : ''}`;
    })
    .join(', ');
}

/** The select list of a node read from `alias`, embedded tables as JSON subqueries. */
export function selectListSql(node: ReadNode, alias: string, builder: Builder): string {
  const items: string[] = [];
  for (const item of node.select) {
    switch (item.kind) {
      case 'star':
        items.push(`${alias}.*`);
        break;
      case 'column': {
        const ref = `${alias}.${quoteIdent(item.name)}`;
        items.push(item.alias === undefined ? ref : `${ref} as ${quoteIdent(item.alias)}`);
        break;
      }
      case 'embed': {
        const embed = node.embeds.get(item.alias ?? item.relation);
        if (embed?.shown) items.push(`${embedSql(embed, alias, builder)} as ${quoteIdent(embed.key)}`);
        break;
      }
    }
  }
  return items.join(', ');
}

function embedSql(embed: EmbedNode, parent: string, builder: Builder): string {
  const child = builder.aliases.fresh();
  const row = builder.aliases.fresh();
  const conditions = [joinSql(embed, parent, child), ...whereSql(embed, child, builder)];
  const inner =
    `select ${selectListSql(embed, child, builder)} from ${qualified(embed.table.name)} as ${child}` +
    ` where ${conditions.join(' and ')}`;
  if (embed.relationship.kind === 'many-to-one') {
    return `(select row_to_json(${row}) from (${inner}) as ${row})`;
  }
  const order = embed.order.length > 0 ? ` order by ${orderSql(embed, child, embed.order, builder)}` : '';
  const page = `${limitSql(embed.limit)}${offsetSql(embed.offset)}`;
  return `coalesce((select json_agg(${row}) from (${inner}${order}${page}) as ${row}), '[]'::json)`;
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
}

/** What every read and write statement returns: the rows as JSON text, and how many there are. */
export interface PageRow {
  page_count: number;
  body: string | null;
  total: number | null;
}

/**
 * The statement that answers a read: the page of rows as one JSON text (an array, or the one
 * object for `.single()`), how many rows the page has, and, when asked, how many match in all.
 */
export function readSql(node: ReadNode, page: PageOptions): { sql: string; params: (string | null)[] } {
  const builder = newBuilder();
  const alias = builder.aliases.fresh();
  const from = `${qualified(node.table.name)} as ${alias}`;
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
    total = `(select count(*) from ${qualified(node.table.name)} as ${countAlias}${countWhere})`;
  }
  return { sql: pageStatement(`_page as (${pageSql})`, page, total), params: builder.params.values };
}

/** Shapes the final select over a `_page` CTE (the rows to answer with). */
export function pageStatement(ctes: string, page: Pick<PageOptions, 'single' | 'bodyless'>, total: string): string {
  let body = 'null::text';
  if (!page.bodyless) {
    body = page.single
      ? '(select row_to_json(_page)::text from _page limit 1)'
      : `(select coalesce(json_agg(_page), '[]'::json)::text from _page)`;
  }
  return `with ${ctes} select (select count(*) from _page) as page_count, ${body} as body, ${total} as total`;
}
