import {
  type Catalog,
  type CatalogColumn,
  type CatalogForeignKey,
  type CatalogFunction,
  type CatalogTable,
  EXPOSED_SCHEMA,
} from './catalog';
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
import type { Builder } from './sql-builder';

/**
 * How an embedded resource is reached from the row it is embedded in: a foreign key either way, a
 * junction table holding foreign keys to both (many-to-many), or a function taking the row.
 */
export type Relationship =
  | {
      /** many-to-one: the row names one row of the embedded table; one-to-many: rows name it. */
      kind: 'many-to-one' | 'one-to-many';
      foreignKey: CatalogForeignKey;
      /** Answered as one object (or null) rather than an array: many-to-one, or one-to-many over a unique key. */
      toOne: boolean;
    }
  | {
      kind: 'many-to-many';
      junction: CatalogTable;
      /** From the junction to the row the embed is in. */
      source: CatalogForeignKey;
      /** From the junction to the embedded table. */
      target: CatalogForeignKey;
      toOne: false;
    }
  | { kind: 'function'; fn: CatalogFunction; toOne: boolean };

/** A table read: what to select, which rows, in which order, and the tables embedded in it. */
export interface ReadNode {
  table: CatalogTable;
  /** Set when the rows come from a function call rather than the table itself (rpc as a relation). */
  source?: ((builder: Builder) => string) | undefined;
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
  const column = table.columns.get(name) ?? table.computed.get(name);
  if (!column) {
    throw new PostgrestError(400, '42703', `column ${table.name}.${name} does not exist`);
  }
  return column;
}

const sameColumns = (a: string[], b: string[]) => a.length === b.length && a.every((column) => b.includes(column));

/** Whether rows of `foreignKey.table` name a row of the referenced table at most once. */
const uniqueOnChild = (catalog: Catalog, foreignKey: CatalogForeignKey) =>
  catalog.tables.get(foreignKey.table)?.uniqueKeys.some((key) => sameColumns(key, foreignKey.columns)) ?? false;

const coversKey = (junction: CatalogTable, foreignKey: CatalogForeignKey) =>
  junction.uniqueKeys.some((key) => foreignKey.columns.every((column) => key.includes(column)));

/**
 * The relationships between `table` and the table `target`, as PostgREST's schema cache finds them:
 * foreign keys either way, and junction tables whose key holds a foreign key to each.
 */
function relationshipsBetween(catalog: Catalog, table: CatalogTable, target: CatalogTable): Relationship[] {
  const found: Relationship[] = [];
  const selfReferencing = table.name === target.name;
  for (const foreignKey of catalog.foreignKeys) {
    // A table referring to itself: embedding it by name reads the rows that point at this one
    // (its children); the row it points at is embedded by the column's name instead.
    if (foreignKey.table === table.name && foreignKey.refTable === target.name && !selfReferencing) {
      found.push({ kind: 'many-to-one', foreignKey, toOne: true });
    }
    if (foreignKey.table === target.name && foreignKey.refTable === table.name) {
      found.push({ kind: 'one-to-many', foreignKey, toOne: !selfReferencing && uniqueOnChild(catalog, foreignKey) });
    }
  }
  for (const source of catalog.foreignKeys) {
    if (source.refTable !== table.name) continue;
    const junction = catalog.tables.get(source.table);
    if (!junction || junction.name === target.name || junction.name === table.name || !coversKey(junction, source)) {
      continue;
    }
    for (const other of catalog.foreignKeys) {
      if (other === source || other.table !== junction.name || other.refTable !== target.name) continue;
      if (coversKey(junction, other))
        found.push({ kind: 'many-to-many', junction, source, target: other, toOne: false });
    }
  }
  return found;
}

const columnsOf = (table: string, columns: string[]) => `${table}(${columns.join(', ')})`;

/** One candidate of an ambiguous embed, as PostgREST's PGRST201 details list it. */
function relationshipDetail(table: CatalogTable, target: CatalogTable, relationship: Relationship) {
  const embedding = `${table.name} with ${target.name}`;
  switch (relationship.kind) {
    case 'many-to-many':
      return {
        cardinality: 'many-to-many',
        embedding,
        relationship: `${relationship.junction.name} using ${relationship.source.name}(${relationship.source.columns.join(', ')}) and ${relationship.target.name}(${relationship.target.columns.join(', ')})`,
      };
    case 'function':
      return { cardinality: 'function', embedding, relationship: relationship.fn.name };
    default: {
      const { foreignKey } = relationship;
      const referencing = columnsOf(foreignKey.table, foreignKey.columns);
      const referenced = columnsOf(foreignKey.refTable, foreignKey.refColumns);
      const cardinality = relationship.kind === 'one-to-many' && relationship.toOne ? 'one-to-one' : relationship.kind;
      return {
        cardinality,
        embedding,
        relationship: `${foreignKey.name} using ${relationship.kind === 'many-to-one' ? `${referencing} and ${referenced}` : `${referenced} and ${referencing}`}`,
      };
    }
  }
}

/** Whether the hint names this relationship: a foreign key's name, one of its columns, or the junction. */
function hintMatches(relationship: Relationship, hint: string, selfReferencing: boolean): boolean {
  if (relationship.kind === 'function') return false;
  if (relationship.kind === 'many-to-many') {
    return [relationship.junction.name, relationship.source.name, relationship.target.name].includes(hint);
  }
  const { foreignKey } = relationship;
  // As PostgREST does, a self-referencing embed is told apart by its column, not its key's name.
  if (!selfReferencing && foreignKey.name === hint) return true;
  return foreignKey.columns.includes(hint) || (!selfReferencing && foreignKey.refColumns.includes(hint));
}

/**
 * The resource `relation(...)` names from `table`: a table related to it (using the hint when there
 * are several), a foreign key of `table` named by its constraint or its one column (many-to-one),
 * another table's foreign key to `table` named by its constraint (one-to-many),
 * or a function taking a row of `table` and returning rows of a table.
 */
export function findRelationship(
  catalog: Catalog,
  table: CatalogTable,
  relation: string,
  hint: string | undefined,
): { target: CatalogTable; relationship: Relationship } {
  const noRelationship = () =>
    new PostgrestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${table.name}' and '${relation}' in the schema cache`,
      hint === undefined
        ? `Searched for a foreign key relationship between '${table.name}' and '${relation}' in the schema '${EXPOSED_SCHEMA}', but no matches were found.`
        : `Searched for a foreign key relationship between '${table.name}' and '${relation}' using the hint '${hint}' in the schema '${EXPOSED_SCHEMA}', but no matches were found.`,
      null,
    );
  const target = catalog.tables.get(relation);
  if (!target) {
    const fn = embeddableFunction(catalog, table, relation);
    if (fn) return fn;
    const byKey = catalog.foreignKeys.find(
      (foreignKey) =>
        foreignKey.table === table.name &&
        (foreignKey.name === relation || (foreignKey.columns.length === 1 && foreignKey.columns[0] === relation)),
    );
    const referenced = byKey && catalog.tables.get(byKey.refTable);
    if (byKey && referenced) {
      return { target: referenced, relationship: { kind: 'many-to-one', foreignKey: byKey, toOne: true } };
    }
    // The name of another table's foreign key to this one reads the rows that point here.
    const pointing = catalog.foreignKeys.find(
      (foreignKey) => foreignKey.refTable === table.name && foreignKey.name === relation,
    );
    const referencing = pointing && catalog.tables.get(pointing.table);
    if (!pointing || !referencing) throw noRelationship();
    return {
      target: referencing,
      relationship: {
        kind: 'one-to-many',
        foreignKey: pointing,
        toOne: pointing.table !== table.name && uniqueOnChild(catalog, pointing),
      },
    };
  }

  const selfReferencing = table.name === target.name;
  let candidates = relationshipsBetween(catalog, table, target);
  if (hint !== undefined) candidates = candidates.filter((candidate) => hintMatches(candidate, hint, selfReferencing));
  // A direct foreign key wins over a junction table, as in PostgREST.
  if (candidates.some((candidate) => candidate.kind !== 'many-to-many') && hint === undefined) {
    const direct = candidates.filter((candidate) => candidate.kind !== 'many-to-many');
    if (direct.length === 1) candidates = direct;
  }
  const [only, ...others] = candidates;
  if (!only) throw noRelationship();
  if (others.length > 0) {
    throw new PostgrestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${table.name}' and '${relation}'`,
      candidates.map((candidate) => relationshipDetail(table, target, candidate)),
      `Try changing '${relation}' to one of the following: ${candidates
        .map((candidate) =>
          candidate.kind === 'many-to-many'
            ? `'${relation}!${candidate.junction.name}'`
            : candidate.kind === 'function'
              ? `'${relation}'`
              : `'${relation}!${candidate.foreignKey.name}'`,
        )
        .join(', ')}. Find the desired relationship in the 'details' key.`,
    );
  }
  return { target, relationship: only };
}

/** A function of the exposed schema taking a row of `table` and returning rows of a table or view. */
function embeddableFunction(
  catalog: Catalog,
  table: CatalogTable,
  name: string,
): { target: CatalogTable; relationship: Relationship } | undefined {
  const fn = (catalog.functions.get(name) ?? []).find(
    (candidate) => candidate.rowOf === table.name && candidate.returnsTable !== undefined,
  );
  const target = fn?.returnsTable === undefined ? undefined : catalog.tables.get(fn.returnsTable);
  if (!fn || !target) return undefined;
  return { target, relationship: { kind: 'function', fn, toOne: fn.singleRow } };
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
  if (!embed.relationship.toOne) {
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
