import { PostgrestError, queryError } from './postgrest-error';
import { checkRegexPattern } from './regex-filter';

/**
 * PostgREST's query grammar, the subset supabase-js uses: `select` with columns, `*`, aliases and
 * embedded resources; filters (`col=op.value`, `not.` negation, `or=(…)`/`and=(…)` trees); `order`;
 * `limit`/`offset`. Parsing only checks the shape: every name is checked against the catalog later.
 * Names are returned as written; no part of the input ever becomes SQL text.
 */

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;
export type Operator = (typeof OPERATORS)[number];

export const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const;
export type IsValue = (typeof IS_VALUES)[number];

/** The operators that take `(any)` or `(all)`: the value is then a list `{a,b}`, any or all of which match. */
export const QUANTIFIABLE = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch'] as const;
/** The full-text operators, which take a text search configuration in parentheses: `fts(english)`. */
export const FULL_TEXT = ['fts', 'plfts', 'phfts', 'wfts'] as const;

/** One step of a JSON path: `->key` (JSON) or `->>key` (text); a key of digits is an array index. */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

interface ConditionBase {
  kind: 'condition';
  column: string;
  /** `data->a->>b=eq.x` filters on a JSON path inside the column. */
  path: JsonStep[];
  negated: boolean;
}

export type Condition =
  | (ConditionBase & { operator: 'in'; values: string[] })
  | (ConditionBase & { operator: 'is'; value: IsValue })
  | (ConditionBase & {
      operator: Exclude<Operator, 'in' | 'is'>;
      value: string;
      /** fts and friends: the text search configuration. */
      config?: string | undefined;
      /** `(any)`/`(all)`: value is a list in braces. */
      quantifier?: 'any' | 'all' | undefined;
    });

export interface LogicTree {
  kind: 'logic';
  operator: 'and' | 'or';
  negated: boolean;
  children: Filter[];
}

export type Filter = Condition | LogicTree;

export type SelectItem =
  | { kind: 'star' }
  | {
      kind: 'column';
      name: string;
      alias: string | undefined;
      /** `data->a->>b`: a JSON path inside the column (its key is the last step unless aliased). */
      path: JsonStep[];
      /** `column::text`: a cast of the value (a type name). */
      cast: string | undefined;
    }
  | {
      kind: 'embed';
      /** `...relation(columns)`: the embedded row's columns are spread into the row it is embedded in. */
      spread: boolean;
      relation: string;
      alias: string | undefined;
      /** A foreign key's name or column that picks the relationship when there are several. */
      hint: string | undefined;
      /** `!inner`: only parent rows that have a matching embedded row. */
      inner: boolean;
      select: SelectItem[];
    };

export interface OrderTerm {
  /** Set for `order=relation(column)`: ordering by a column of a to-one embedded row. */
  relation: string | undefined;
  column: string;
  path: JsonStep[];
  descending: boolean;
  nulls: 'first' | 'last' | undefined;
}

/** Limits that keep a statement small whatever a client sends. */
export const MAX_NESTING = 8;
export const MAX_IN_VALUES = 500;

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_$]*$/;

function describe(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** Reads a column or relation name: a plain identifier, or a double-quoted one. */
export function parseName(raw: string, what: string, source: string): string {
  const text = raw.trim();
  if (text.startsWith('"')) {
    if (text.length < 2 || !text.endsWith('"')) {
      throw queryError(`"${describe(source)}" is not valid: a quoted ${what} must end with a double quote.`);
    }
    const name = text.slice(1, -1).replace(/""/g, '"');
    if (name === '') throw queryError(`"${describe(source)}" is not valid: the ${what} is empty.`);
    return name;
  }
  if (!IDENTIFIER.test(text)) {
    throw queryError(
      `"${describe(source)}" is not valid: "${describe(text)}" is not a ${what} name.`,
      null,
      'Names are letters, digits and underscores, or written in double quotes.',
    );
  }
  return text;
}

/** `column`, or `column->key->>key`: a column and a JSON path inside it. */
export function parseField(text: string, source: string): { name: string; path: JsonStep[] } {
  const parts = text.split(/(->>?)/);
  const name = parseName(parts[0] ?? '', 'column', source);
  const path: JsonStep[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const arrow = parts[i] as '->' | '->>';
    const raw = (parts[i + 1] ?? '').trim();
    const key = raw.startsWith('"') ? parseName(raw, 'JSON key', source) : raw;
    if (!/^(-?\d{1,9}|[A-Za-z_$][A-Za-z0-9_$ -]*)$/.test(key) || (arrow === '->>' && i + 2 < parts.length)) {
      throw queryError(`"${describe(source)}" is not valid: "${describe(raw)}" is not a JSON key or index.`);
    }
    path.push({ arrow, key });
  }
  return { name, path };
}

/** Splits `text` at top-level commas, respecting parentheses and double-quoted parts. */
function splitTopLevel(text: string, source: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '\\') i++;
      else if (char === '"') quoted = false;
      continue;
    }
    if (char === '"') quoted = true;
    else if (char === '(') depth++;
    else if (char === ')') {
      depth--;
      if (depth < 0) throw queryError(`"${describe(source)}" is not valid: a ")" has no matching "(".`);
    } else if (char === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (quoted) throw queryError(`"${describe(source)}" is not valid: a double quote is not closed.`);
  if (depth !== 0) throw queryError(`"${describe(source)}" is not valid: a "(" is not closed.`);
  parts.push(text.slice(start));
  return parts;
}

/** Finds the first top-level occurrence of `char` (outside quotes). */
function indexOutsideQuotes(text: string, char: string): number {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const current = text[i];
    if (quoted) {
      if (current === '\\') i++;
      else if (current === '"') quoted = false;
    } else if (current === '"') quoted = true;
    else if (current === char) return i;
  }
  return -1;
}

/** `select=…`: an empty or missing select means every column. */
export function parseSelect(text: string | undefined, depth = 0): SelectItem[] {
  if (text === undefined || text.trim() === '') return [{ kind: 'star' }];
  if (depth > MAX_NESTING) throw queryError(`The select embeds resources more than ${MAX_NESTING} levels deep.`);
  return splitTopLevel(text, text).map((part) => parseSelectItem(part, depth));
}

function parseSelectItem(raw: string, depth: number): SelectItem {
  const source = raw.trim();
  if (source === '') throw queryError('The select list has an empty entry (two commas in a row, or a trailing comma).');
  if (source === '*') return { kind: 'star' };
  if (source.startsWith('...')) {
    const item = parseSelectItem(source.slice(3), depth);
    if (item.kind !== 'embed' || item.alias !== undefined) {
      throw queryError(
        `"${describe(source)}" is not valid: "..." spreads an embedded resource, as in ...relation(columns).`,
      );
    }
    return { ...item, spread: true };
  }

  const open = indexOutsideQuotes(source, '(');
  const head = open === -1 ? source : source.slice(0, open);
  let alias: string | undefined;
  let body = head;
  const colon = indexOutsideQuotes(head, ':');
  if (colon !== -1 && head[colon + 1] !== ':') {
    alias = parseName(head.slice(0, colon), 'alias', source);
    body = head.slice(colon + 1);
  }
  if (open === -1) {
    if (body.includes('!')) {
      throw queryError(
        `"${describe(source)}" is not valid: "!" belongs to an embedded resource, as in "name!hint(columns)".`,
      );
    }
    let cast: string | undefined;
    const castAt = body.indexOf('::');
    if (castAt !== -1) {
      cast = body.slice(castAt + 2).trim();
      body = body.slice(0, castAt);
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(cast)) {
        throw queryError(`"${describe(source)}" is not valid: "${describe(cast)}" is not a type name.`);
      }
    }
    const field = parseField(body, source);
    return { kind: 'column', name: field.name, alias, path: field.path, cast };
  }

  if (!source.endsWith(')')) {
    throw queryError(
      `"${describe(source)}" is not valid: an embedded resource ends with its column list in parentheses.`,
    );
  }
  if (/^([A-Za-z_][A-Za-z0-9_]*\.)?(count|sum|avg|min|max)$/.test(body.trim())) {
    throw new PostgrestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
  }
  const [relationPart = '', ...modifiers] = body.split('!');
  const relation = parseName(relationPart, 'relation', source);
  let hint: string | undefined;
  let inner = false;
  for (const modifier of modifiers) {
    const name = parseName(modifier, 'hint', source);
    if (name === 'inner') inner = true;
    else if (name === 'left') inner = false;
    else if (hint === undefined) hint = name;
    else throw queryError(`"${describe(source)}" is not valid: an embedded resource takes one hint.`);
  }
  const inside = source.slice(open + 1, -1);
  const select = inside.trim() === '' ? [] : parseSelect(inside, depth + 1);
  return { kind: 'embed', spread: false, relation, alias, hint, inner, select };
}

/**
 * A filter value `[not.]op.value` for `column`. Inside a logic tree a value may be double-quoted to
 * hold commas and parentheses; a plain filter's value is taken as it is.
 */
export function parseCondition(field: string, text: string, source: string, inTree = false): Condition {
  const { name: column, path } = parseField(field, source);
  let rest = text;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const operatorText = dot === -1 ? rest : rest.slice(0, dot);
  const modified = /^([a-z]+)\(([^()]*)\)$/.exec(operatorText);
  const operator = OPERATORS.find((known) => known === (modified ? modified[1] : operatorText));
  if (!operator || dot === -1) {
    throw queryError(
      `"${describe(source)}" is not a filter this server understands.`,
      null,
      `Write column=operator.value, with one of the operators ${OPERATORS.join(', ')} (optionally after "not.").`,
    );
  }
  const value = rest.slice(dot + 1);
  let config: string | undefined;
  let quantifier: 'any' | 'all' | undefined;
  if (modified) {
    const modifier = modified[2] ?? '';
    if ((FULL_TEXT as readonly string[]).includes(operator)) {
      config = parseName(modifier, 'text search configuration', source);
    } else if ((QUANTIFIABLE as readonly string[]).includes(operator) && (modifier === 'any' || modifier === 'all')) {
      quantifier = modifier;
    } else {
      throw queryError(
        `"${describe(source)}" is not valid: "(${describe(modifier)})" does not apply to ${operator}.`,
        null,
        `(any) and (all) apply to ${QUANTIFIABLE.join(', ')}; a configuration such as (english) to ${FULL_TEXT.join(', ')}.`,
      );
    }
  }
  const base = { kind: 'condition', column, path, negated } as const;
  switch (operator) {
    case 'in':
      return { ...base, operator, values: parseList(value, source) };
    case 'is': {
      const isValue = IS_VALUES.find((known) => known === value.toLowerCase());
      if (!isValue) {
        throw queryError(`"${describe(source)}" is not valid: "is" takes null, not_null, true, false or unknown.`);
      }
      return { ...base, operator, value: isValue };
    }
    default: {
      const condition = { ...base, operator, value: inTree ? unquote(value) : value, config, quantifier };
      if ((operator === 'match' || operator === 'imatch') && quantifier === undefined) {
        checkRegexPattern(condition.value, source);
      }
      if (quantifier !== undefined && !/^\{.*\}$/s.test(condition.value)) {
        throw queryError(`"${describe(source)}" is not valid: (${quantifier}) takes a list in braces, as in {a,b}.`);
      }
      return condition;
    }
  }
}

/** `(a,b,"c,d")` → ['a', 'b', 'c,d']. */
function parseList(text: string, source: string): string[] {
  if (!text.startsWith('(') || !text.endsWith(')')) {
    throw queryError(`"${describe(source)}" is not valid: "in" takes a list in parentheses, as in in.(1,2,3).`);
  }
  const inside = text.slice(1, -1);
  if (inside.trim() === '') return [];
  const values = splitTopLevel(inside, source).map((value) => unquote(value.trim()));
  if (values.length > MAX_IN_VALUES) {
    throw queryError(`"in" takes at most ${MAX_IN_VALUES} values; this one has ${values.length}.`);
  }
  return values;
}

/** A value in double quotes keeps its commas, dots and parentheses; \" and \\ are escapes. */
function unquote(text: string): string {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    return text.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return text;
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))` (the value of an `or`/`and` parameter). */
export function parseLogicTree(operator: 'and' | 'or', negated: boolean, text: string, depth = 0): LogicTree {
  if (depth > MAX_NESTING) throw queryError(`Logical filters are nested more than ${MAX_NESTING} levels deep.`);
  if (!text.startsWith('(') || !text.endsWith(')')) {
    throw queryError(
      `"${describe(text)}" is not valid: "${operator}" takes its conditions in parentheses, as in ${operator}=(a.eq.1,b.eq.2).`,
    );
  }
  const inside = text.slice(1, -1);
  if (inside.trim() === '') throw queryError(`"${operator}" needs at least one condition.`);
  const children = splitTopLevel(inside, text).map((part): Filter => {
    const item = part.trim();
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
    if (nested) {
      return parseLogicTree(nested[2] as 'and' | 'or', nested[1] !== undefined, nested[3] ?? '', depth + 1);
    }
    const dot = indexOutsideQuotes(item, '.');
    if (dot === -1) {
      throw queryError(`"${describe(item)}" is not a condition: write column.operator.value, as in id.eq.1.`);
    }
    return parseCondition(item.slice(0, dot), item.slice(dot + 1), item, true);
  });
  return { kind: 'logic', operator, negated, children };
}

/** `order=a.desc.nullslast,b,rel(c).asc`. */
export function parseOrder(text: string): OrderTerm[] {
  return splitTopLevel(text, text).map((raw) => {
    const source = raw.trim();
    if (source === '') throw queryError('The order has an empty entry (two commas in a row, or a trailing comma).');
    let relation: string | undefined;
    let rest = source;
    const embedded = /^([^()]+)\(([^()]+)\)(.*)$/s.exec(source);
    if (embedded) {
      relation = parseName(embedded[1] ?? '', 'relation', source);
      rest = `${embedded[2] ?? ''}${embedded[3] ?? ''}`;
    }
    const parts = splitDots(rest);
    const { name: column, path } = parseField(parts[0] ?? '', source);
    let descending = false;
    let nulls: OrderTerm['nulls'];
    for (const modifier of parts.slice(1)) {
      if (modifier === 'asc') descending = false;
      else if (modifier === 'desc') descending = true;
      else if (modifier === 'nullsfirst') nulls = 'first';
      else if (modifier === 'nullslast') nulls = 'last';
      else {
        throw queryError(
          `"${describe(source)}" is not valid: "${describe(modifier)}" is not asc, desc, nullsfirst or nullslast.`,
        );
      }
    }
    return { relation, column, path, descending, nulls };
  });
}

/** Splits at dots outside double quotes. */
function splitDots(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"') quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === '.') {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** `limit` and `offset`: whole numbers. */
export function parseCount(name: string, text: string): number {
  if (!/^\d{1,9}$/.test(text)) throw queryError(`"${name}" must be a whole number, not "${describe(text)}".`);
  return Number(text);
}

/**
 * A filter parameter's key: `column`, `relation.column`, or `relation.or` and friends. Returns the
 * embedding path (empty for the main table) and what remains.
 */
export function splitKey(key: string): { path: string[]; last: string } {
  const parts = splitDots(key);
  const last = parts.pop() ?? '';
  if (last === 'or' || last === 'and') {
    if (parts.at(-1) === 'not') {
      parts.pop();
      return { path: parts, last: `not.${last}` };
    }
  }
  return { path: parts, last };
}

/** The columns of `columns=` (insert) and `on_conflict=`. */
export function parseColumnList(name: string, text: string): string[] {
  const columns = splitTopLevel(text, text).map((part) => parseName(part, 'column', `${name}=${text}`));
  if (columns.length === 0) throw queryError(`"${name}" needs at least one column.`);
  return columns;
}
