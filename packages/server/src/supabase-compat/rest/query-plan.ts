import type { Catalog, CatalogColumn, CatalogForeignKey, CatalogTable } from './catalog';
import { PostgrestError, queryError } from './postgrest-error';
import {
  type Filter,
  type OrderTerm,
  parseCondition,
  parseCount,
  parseLogicTree,
  parseOrder,
  parseSelect,
  type SelectItem,
  splitKey,
} from './query-grammar';

/** How an embedded table is joined to the one it is embedded in. */
export interface Relationship {
  /** many-to-one: the parent row names one row of the embedded table (an object or null). */
  kind: 'many-to-one' | 'one-to-many';
  foreignKey: CatalogForeignKey;
}

/** A table read: what to select, which rows, in which order, and the tables embedded in it. */
export interface ReadNode {
  table: CatalogTable;
  select: SelectItem[];
  filters: Filter[];
  order: OrderTerm[];
  limit: number | undefined;
  offset: number | undefined;
  /** By their key in the answer (alias, or the relation's name). */
  embeds: Map<string, EmbedNode>;
}

export interface EmbedNode extends ReadNode {
  key: string;
  relationship: Relationship;
  inner: boolean;
  /** An embed with an empty column list filters its parent (with !inner) but is not in the answer. */
  shown: boolean;
}

/** Query parameters that are not filters. */
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'apikey']);

export function tableOf(catalog: Catalog, name: string): CatalogTable {
  const table = catalog.tables.get(name);
  if (!table) {
    throw new PostgrestError(
      404,
      'PGRST205',
      `Could not find the table 'public.${name}' in the schema cache`,
      null,
      'Only tables and views of the public schema are served here.',
    );
  }
  return table;
}

export function columnOf(table: CatalogTable, name: string): CatalogColumn {
  const column = table.columns.get(name);
  if (!column) {
    throw new PostgrestError(400, '42703', `column ${table.name}.${name} does not exist`);
  }
  return column;
}

/** The relationship `relation(...)` names from `table`, using the hint when there are several. */
export function findRelationship(
  catalog: Catalog,
  table: CatalogTable,
  relation: string,
  hint: string | undefined,
): { target: CatalogTable; relationship: Relationship } {
  const target = catalog.tables.get(relation);
  const noRelationship = () =>
    new PostgrestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${table.name}' and '${relation}' in the schema cache`,
      hint === undefined ? null : `Searched for a foreign key relationship using the hint '${hint}'.`,
      'Embedding follows foreign keys between tables of the public schema.',
    );
  if (!target) throw noRelationship();

  let candidates: Relationship[] = [];
  for (const foreignKey of catalog.foreignKeys) {
    if (foreignKey.table === table.name && foreignKey.refTable === target.name) {
      candidates.push({ kind: 'many-to-one', foreignKey });
    }
    if (foreignKey.table === target.name && foreignKey.refTable === table.name) {
      candidates.push({ kind: 'one-to-many', foreignKey });
    }
  }
  if (hint !== undefined) {
    candidates = candidates.filter(
      ({ foreignKey }) =>
        foreignKey.name === hint || (foreignKey.columns.length === 1 && foreignKey.columns[0] === hint),
    );
  }
  // A table that refers to itself (a category's parent) has both directions through one key; a
  // hint names the key, and the row it points at (many-to-one) is the reading that keeps a column's
  // meaning: parent_id names the parent.
  if (
    candidates.length === 2 &&
    table.name === target.name &&
    candidates[0]?.foreignKey === candidates[1]?.foreignKey
  ) {
    candidates = candidates.filter((candidate) => candidate.kind === 'many-to-one');
  }
  const [only, ...others] = candidates;
  if (!only) throw noRelationship();
  if (others.length > 0) {
    throw new PostgrestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${table.name}' and '${relation}'`,
      candidates.map(({ kind, foreignKey }) => `${kind} using ${foreignKey.name}`).join('; '),
      `Try naming the foreign key, as in '${relation}!${only.foreignKey.name}(...)'.`,
    );
  }
  return { target, relationship: only };
}

function readNode(catalog: Catalog, table: CatalogTable, select: SelectItem[]): ReadNode {
  const node: ReadNode = {
    table,
    select,
    filters: [],
    order: [],
    limit: undefined,
    offset: undefined,
    embeds: new Map(),
  };
  for (const item of select) {
    if (item.kind === 'column') columnOf(table, item.name);
    if (item.kind !== 'embed') continue;
    const { target, relationship } = findRelationship(catalog, table, item.relation, item.hint);
    const key = item.alias ?? item.relation;
    if (node.embeds.has(key)) {
      throw queryError(`"${key}" is embedded twice; give one of them an alias, as in other:${item.relation}(...).`);
    }
    node.embeds.set(key, {
      ...readNode(catalog, target, item.select),
      key,
      relationship,
      inner: item.inner,
      shown: item.select.length > 0,
    });
  }
  return node;
}

function nodeAt(root: ReadNode, path: string[], key: string): ReadNode {
  let node = root;
  for (const step of path) {
    const next = node.embeds.get(step);
    if (!next) {
      throw new PostgrestError(
        400,
        'PGRST108',
        `'${step}' is not an embedded resource in this request`,
        `The parameter "${key}" refers to it.`,
        `Add '${step}' to the select parameter to filter, order or limit it.`,
      );
    }
    node = next;
  }
  return node;
}

function checkFilterColumns(table: CatalogTable, filter: Filter): void {
  if (filter.kind === 'condition') columnOf(table, filter.column);
  else for (const child of filter.children) checkFilterColumns(table, child);
}

function checkOrder(node: ReadNode, term: OrderTerm): void {
  if (term.relation === undefined) {
    columnOf(node.table, term.column);
    return;
  }
  const embed = node.embeds.get(term.relation);
  if (!embed) {
    throw new PostgrestError(
      400,
      'PGRST108',
      `'${term.relation}' is not an embedded resource in this request`,
      null,
      `Add '${term.relation}' to the select parameter to order by its columns.`,
    );
  }
  if (embed.relationship.kind !== 'many-to-one') {
    throw new PostgrestError(
      400,
      'PGRST118',
      `A related order on '${term.relation}' is not possible`,
      `'${node.table.name}' and '${term.relation}' do not form a many-to-one or one-to-one relationship`,
    );
  }
  columnOf(embed.table, term.column);
}

/**
 * Reads the query string into a plan for `table`: the select tree, then each other parameter as a
 * filter, order, limit or offset of the main table or of an embedded one (`relation.column=…`).
 * Every name is checked against the catalog here.
 */
export function planRead(
  catalog: Catalog,
  table: CatalogTable,
  params: URLSearchParams,
  { allowEmbeddedFilters = true }: { allowEmbeddedFilters?: boolean } = {},
): ReadNode {
  const selects = params.getAll('select');
  if (selects.length > 1) throw queryError('"select" may be given once.');
  const root = readNode(catalog, table, parseSelect(selects[0]));

  for (const [key, value] of params) {
    if (RESERVED.has(key) && key !== 'order' && key !== 'limit' && key !== 'offset') continue;
    const { path, last } = splitKey(key);
    if (path.length > 0 && !allowEmbeddedFilters) {
      throw queryError(`"${key}": a change filters only the table it changes, not embedded ones.`);
    }
    const node = nodeAt(root, path, key);
    switch (last) {
      case 'order':
        for (const term of parseOrder(value)) {
          checkOrder(node, term);
          node.order.push(term);
        }
        break;
      case 'limit':
        node.limit = parseCount(key, value);
        break;
      case 'offset':
        node.offset = parseCount(key, value);
        break;
      case 'or':
      case 'and':
      case 'not.or':
      case 'not.and': {
        const negated = last.startsWith('not.');
        const tree = parseLogicTree(negated ? (last.slice(4) as 'or' | 'and') : (last as 'or' | 'and'), negated, value);
        checkFilterColumns(node.table, tree);
        node.filters.push(tree);
        break;
      }
      default: {
        const condition = parseCondition(last, value, `${key}=${value}`);
        checkFilterColumns(node.table, condition);
        node.filters.push(condition);
      }
    }
  }
  return root;
}
