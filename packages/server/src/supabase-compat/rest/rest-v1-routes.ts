import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { LRUCache } from 'lru-cache';
import { clientIp } from '../../auth/client-ip';
import type { Db } from '../../db/db';
import { bodyLimit } from '../../http/body-limit';
import { jsonBodyMessage } from '../../http/control-characters';
import type { Logger } from '../../logger';
import { supabaseCors } from '../supabase-cors';
import { type Catalog, type CatalogFunction, catalogLoader, EXPOSED_SCHEMA } from './catalog';
import { type CallerDeps, callerFromHeaders, type GatewayCaller, runAsCaller } from './gateway-caller';
import {
  bodyError,
  fromDatabaseError,
  isDatabaseError,
  PostgrestError,
  queryError,
  singularityError,
} from './postgrest-error';
import { parseColumnList } from './query-grammar';
import { planRead, type ReadNode, tableOf } from './query-plan';
import { hasRegexFilter, withRegexTimeLimit } from './regex-filter';
import { type FunctionRelation, findFunction, functionRelation, rpcSql } from './rpc-sql';
import { type PageRow, readSql } from './sql-builder';
import { type BodyRow, deleteSql, insertSql, updateSql, type WriteOptions } from './write-sql';

export interface RestV1Deps extends CallerDeps {
  logger: Logger;
  /** Whether X-Forwarded-For names the client (TRUST_PROXY): the audit log records the address. */
  trustProxy: boolean;
}

/** Reads whose checked plan and SQL are kept, most recently used first. */
const READ_PLANS_KEPT = 500;

/** Request bodies above this are refused before they are read. */
const MAX_BODY_BYTES = 1024 * 1024;

const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

interface Preferences {
  representation: boolean;
  count: boolean;
  missingDefault: boolean;
  resolution: 'merge' | 'ignore' | undefined;
  /** Prefer: tx=rollback — answer as if done, then undo it. */
  rollback: boolean;
  /** Prefer: handling=strict, max-affected=N — refuse a change of more rows, changing none. */
  maxAffected: number | undefined;
}

const KNOWN_PREFERENCES =
  /^(return=(minimal|headers-only|representation)|count=(exact|planned|estimated)|resolution=(merge|ignore)-duplicates|missing=(default|null)|handling=(lenient|strict)|tx=(commit|rollback)|max-affected=\d{1,9}|timezone=.+|params=single-object)$/;

/** PostgREST's `Prefer` header; with handling=strict an unknown preference is refused (PGRST122). */
function preferences(header: string | undefined): Preferences {
  const tokens = (header ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((token) => token !== '');
  const strict = tokens.includes('handling=strict');
  const unknown = tokens.filter((token) => !KNOWN_PREFERENCES.test(token));
  if (strict && unknown.length > 0) {
    throw new PostgrestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${unknown.join(', ')}`,
    );
  }
  const resolution = tokens.includes('resolution=merge-duplicates')
    ? 'merge'
    : tokens.includes('resolution=ignore-duplicates')
      ? 'ignore'
      : undefined;
  const maxAffected = tokens.find((token) => token.startsWith('max-affected='));
  return {
    representation: tokens.includes('return=representation'),
    // planned and estimated are answered exactly: the tables here are small.
    count: tokens.some((token) => /^count=(exact|planned|estimated)$/.test(token)),
    missingDefault: tokens.includes('missing=default'),
    resolution,
    rollback: tokens.includes('tx=rollback'),
    // As in PostgREST, max-affected binds only under handling=strict.
    maxAffected: strict && maxAffected !== undefined ? Number(maxAffected.slice('max-affected='.length)) : undefined,
  };
}

/** PGRST124: a change would touch more rows than `Prefer: max-affected` allows; thrown inside its transaction. */
function checkMaxAffected(prefer: Preferences, rows: number): void {
  if (prefer.maxAffected !== undefined && rows > prefer.maxAffected) {
    throw new PostgrestError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${rows} rows`,
    );
  }
}

/** What the client asked to get back (Accept): one object or an array, JSON or CSV, nulls kept or stripped. */
interface Media {
  single: boolean;
  csv: boolean;
  stripNulls: boolean;
}

function mediaOf(accept: string | undefined): Media {
  const plain = { single: false, csv: false, stripNulls: false };
  if (accept === undefined || accept.trim() === '') return plain;
  for (const part of accept.split(',')) {
    const [type = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const stripNulls = parameters.includes('nulls=stripped');
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
      return { single: true, csv: false, stripNulls };
    }
    if (type === 'application/vnd.pgrst.array+json') return { ...plain, stripNulls };
    if (type === 'text/csv') return { ...plain, csv: true };
    if (['application/json', '*/*', 'application/*'].includes(type)) return plain;
  }
  throw new PostgrestError(
    406,
    'PGRST107',
    `None of these media types are available: ${accept}`,
    null,
    'This server answers application/json, application/vnd.pgrst.object+json, application/vnd.pgrst.array+json and text/csv.',
  );
}

const contentTypeOf = (media: Media) =>
  media.csv ? 'text/csv; charset=utf-8' : media.single ? OBJECT_TYPE : JSON_TYPE;

function checkProfile(c: Context): void {
  for (const header of ['accept-profile', 'content-profile']) {
    const schema = c.req.header(header);
    if (schema !== undefined && schema !== EXPOSED_SCHEMA) {
      throw new PostgrestError(406, 'PGRST106', `The schema must be one of the following: ${EXPOSED_SCHEMA}`);
    }
  }
}

/** `Range: 0-24` (or `items=0-24`), the other way to ask for a page. */
function rangeHeader(header: string | undefined): { offset: number; limit: number | undefined } | undefined {
  if (header === undefined) return undefined;
  const match = /^\s*(?:items=)?(\d{1,9})-(\d{0,9})\s*$/.exec(header);
  if (!match)
    throw new PostgrestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `"${header}" is not a range such as 0-24.`,
    );
  const from = Number(match[1]);
  if (match[2] === '') return { offset: from, limit: undefined };
  const to = Number(match[2]);
  if (to < from)
    throw new PostgrestError(416, 'PGRST103', 'Requested range not satisfiable', `${from}-${to} is empty.`);
  return { offset: from, limit: to - from + 1 };
}

function contentRange(offset: number, rows: number, total: number | null): string {
  const range = rows > 0 ? `${offset}-${offset + rows - 1}` : '*';
  return `${range}/${total === null ? '*' : total}`;
}

/** A statement whose filters hold a regular expression runs under that filter's time limit. */
const limitedInTime = <T>(tx: Db, node: ReadNode, run: () => Promise<T>): Promise<T> =>
  hasRegexFilter(node) ? withRegexTimeLimit(tx, run) : run();

async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type');
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  if (type !== undefined && !/^application\/json\s*(;|$)/i.test(type)) {
    throw new PostgrestError(
      415,
      'PGRST107',
      `Content-Type not acceptable: ${type}`,
      null,
      'Send the body as application/json.',
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw bodyError('Empty or invalid json', 'The request body is not valid JSON.');
  }
  const refused = jsonBodyMessage(body);
  if (refused !== undefined) throw bodyError(refused);
  return body;
}

/** Query parameters that shape a function's result rather than being its arguments. */
const SHAPING = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'apikey']);

/**
 * A GET call's query parameters split as PostgREST splits them: those named like an argument of a
 * function of that name are its arguments; the rest filter and shape its result.
 */
function splitFunctionParams(catalog: Catalog, name: string, search: URLSearchParams) {
  const argumentNames = new Set((catalog.functions.get(name) ?? []).flatMap((fn) => fn.args.map((arg) => arg.name)));
  const args: Record<string, string> = {};
  const shaping = new URLSearchParams();
  for (const [key, value] of search) {
    if (argumentNames.has(key) && !SHAPING.has(key)) args[key] = value;
    else if (key !== 'apikey') shaping.append(key, value);
  }
  return { args, shaping };
}

const isRow = (value: unknown): value is BodyRow =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The Supabase-compatible `/rest/v1` (a PostgREST subset) over the exposed schema, for what
 * supabase-js sends. Each request runs in one transaction as its caller, so PostgreSQL's grants
 * and row-level security decide what it may read and write; see the README for the subset.
 */
export function restV1Routes(deps: RestV1Deps): Hono {
  const routes = new Hono();
  const getCatalog = catalogLoader(deps.db);
  const readPlans = new LRUCache<string, { node: ReadNode; offset: number; sql: string; params: (string | null)[] }>({
    max: READ_PLANS_KEPT,
  });

  routes.use('/rest/v1/*', supabaseCors(['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'OPTIONS']));
  routes.use(
    '/rest/v1/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        c.json(
          new PostgrestError(413, 'PGRST102', `The request body must be at most ${MAX_BODY_BYTES} bytes.`).body,
          413,
        ),
    }),
  );

  const answer = async (c: Context, work: (caller: GatewayCaller, catalog: Catalog) => Promise<Response>) => {
    let caller: GatewayCaller | undefined;
    try {
      checkProfile(c);
      caller = await callerFromHeaders(deps, {
        apikey: c.req.header('apikey'),
        authorization: c.req.header('authorization'),
      });
      return await work(caller, await getCatalog());
    } catch (error) {
      let failure: PostgrestError;
      if (error instanceof PostgrestError) failure = error;
      else if (isDatabaseError(error)) failure = fromDatabaseError(error, caller?.role === 'authenticated');
      else {
        deps.logger.error(`${c.req.method} ${c.req.path} failed:`, error);
        failure = new PostgrestError(500, 'PGRSTX00', 'Internal server error.');
      }
      if (failure.status >= 500)
        deps.logger.error(`${c.req.method} ${c.req.path}: ${failure.body.code} ${failure.message}`);
      return c.json(failure.body, failure.status as ContentfulStatusCode);
    }
  };

  const respond = (c: Context, status: number, body: string | null, headers: Record<string, string>) =>
    new Response(body === null || c.req.method === 'HEAD' ? null : body, { status, headers });

  routes.on(['GET', 'HEAD'], '/rest/v1/rpc/:fn', (c) =>
    answer(c, async (caller, catalog) => {
      const name = c.req.param('fn');
      const { args, shaping } = splitFunctionParams(catalog, name, new URL(c.req.url).searchParams);
      return callFunction(c, caller, catalog, name, args, shaping, true);
    }),
  );

  routes.post('/rest/v1/rpc/:fn', (c) =>
    answer(c, async (caller, catalog) => {
      const body = (await readJson(c)) ?? {};
      if (!isRow(body)) throw bodyError('The arguments of a function are one JSON object.');
      const shaping = new URLSearchParams(new URL(c.req.url).searchParams);
      shaping.delete('apikey');
      return callFunction(c, caller, catalog, c.req.param('fn'), body, shaping, false);
    }),
  );

  /** A transaction that may write: it carries the client's address for the audit log. */
  const writing = (c: Context, options: { readOnly: boolean; rollback: boolean }) => ({
    ...options,
    clientIp: clientIp(c, deps.trustProxy),
  });

  const callFunction = async (
    c: Context,
    caller: GatewayCaller,
    catalog: Catalog,
    name: string,
    args: Record<string, unknown>,
    shaping: URLSearchParams,
    readOnly: boolean,
  ) => {
    const media = mediaOf(c.req.header('accept'));
    const { single } = media;
    const prefer = preferences(c.req.header('prefer'));
    const fn = findFunction(catalog, name, Object.keys(args));
    const relation = functionRelation(catalog, fn, args);
    if (relation) return readFunctionRows(c, caller, catalog, fn, relation, shaping, { readOnly, media, prefer });
    const [shaped] = shaping.keys();
    if (shaped !== undefined && !(shaped === 'select' && shaping.get('select') === '*')) {
      throw queryError(
        `"${shaped}": the result of ${name} is not a set of rows, so it cannot be filtered, ordered or selected from.`,
      );
    }
    const { sql, params } = rpcSql(fn, args, { single });
    const row = await runAsCaller(deps.db, caller, writing(c, { readOnly, rollback: prefer.rollback }), async (tx) => {
      const [result] = await tx.query<PageRow>(sql, params);
      checkMaxAffected(prefer, Number(result?.page_count ?? 0));
      return result;
    });
    if (fn.returns === 'void') return respond(c, 204, null, {});
    const rows = Number(row?.page_count ?? 0);
    if (single && rows !== 1) throw singularityError(rows);
    return respond(c, 200, row?.body ?? 'null', {
      'Content-Type': contentTypeOf(media),
      'Content-Range': contentRange(0, rows, prefer.count ? rows : null),
    });
  };

  /** A function returning rows of a table (or OUT columns), read as a relation: select, filters, order, page. */
  const readFunctionRows = async (
    c: Context,
    caller: GatewayCaller,
    catalog: Catalog,
    fn: CatalogFunction,
    relation: FunctionRelation,
    shaping: URLSearchParams,
    options: { readOnly: boolean; media: Media; prefer: Preferences },
  ) => {
    const { prefer } = options;
    const node = planRead(catalog, relation.table, shaping);
    node.source = relation.source;
    const range = rangeHeader(c.req.header('range'));
    const offset = node.offset ?? range?.offset ?? 0;
    const limit = node.limit ?? range?.limit;
    // A function returning one row answers an object, as PostgREST does.
    const single = options.media.single || !fn.returnsSet;
    const { sql, params } = readSql(node, {
      ...options.media,
      limit,
      offset,
      count: prefer.count,
      single,
      bodyless: c.req.method === 'HEAD',
    });
    const row = await runAsCaller(
      deps.db,
      caller,
      writing(c, { readOnly: options.readOnly, rollback: prefer.rollback }),
      async (tx) => {
        const [result] = await limitedInTime(tx, node, () => tx.query<PageRow>(sql, params));
        checkMaxAffected(prefer, Number(result?.page_count ?? 0));
        return result;
      },
    );
    const rows = Number(row?.page_count ?? 0);
    const total = row?.total === null || row?.total === undefined ? null : Number(row.total);
    if (options.media.single && rows !== 1) throw singularityError(rows);
    const partial = total !== null && rows < total;
    return respond(c, partial ? 206 : 200, row?.body ?? (single ? 'null' : '[]'), {
      'Content-Type': contentTypeOf(options.media),
      'Content-Range': contentRange(offset, rows, total),
    });
  };

  routes.on(['GET', 'HEAD'], '/rest/v1/:table', (c) =>
    answer(c, async (caller, catalog) => {
      const table = tableOf(catalog, c.req.param('table'));
      const search = new URL(c.req.url).searchParams;
      const prefer = preferences(c.req.header('prefer'));
      const media = mediaOf(c.req.header('accept'));
      const { single } = media;
      const range = rangeHeader(c.req.header('range'));
      // The same read (an admin page asked again) reuses its checked plan and statement.
      const key = [
        c.req.method,
        table.name,
        search.toString(),
        JSON.stringify(media),
        prefer.count,
        c.req.header('range'),
      ].join('\u0000');
      let read = readPlans.get(key);
      if (!read) {
        const node = planRead(catalog, table, search);
        const offset = node.offset ?? range?.offset ?? 0;
        const limit = node.limit ?? range?.limit;
        const statement = readSql(node, {
          ...media,
          limit,
          offset,
          count: prefer.count,
          single,
          bodyless: c.req.method === 'HEAD',
        });
        read = { node, offset, ...statement };
        readPlans.set(key, read);
      }
      const { node, offset, sql, params } = read;
      const [row] = await runAsCaller(deps.db, caller, { readOnly: true }, (tx) =>
        limitedInTime(tx, node, () => tx.query<PageRow>(sql, params)),
      );
      const rows = Number(row?.page_count ?? 0);
      const total = row?.total === null || row?.total === undefined ? null : Number(row.total);
      if (single && rows !== 1) throw singularityError(rows);
      if (total !== null && offset > 0 && offset >= total) {
        throw new PostgrestError(
          416,
          'PGRST103',
          'Requested range not satisfiable',
          `An offset of ${offset} was requested, but there are only ${total} rows.`,
        );
      }
      const partial = total !== null && rows < total;
      return respond(c, partial ? 206 : 200, row?.body ?? '[]', {
        'Content-Type': contentTypeOf(media),
        'Content-Range': contentRange(offset, rows, total),
      });
    }),
  );

  /** Runs a change and answers as PostgREST does: the rows (representation) or nothing. */
  const change = async (
    c: Context,
    caller: GatewayCaller,
    node: ReadNode,
    statement: (options: WriteOptions) => { sql: string; params: (string | null)[] },
    emptyStatus: 201 | 204,
  ) => {
    const prefer = preferences(c.req.header('prefer'));
    const media = mediaOf(c.req.header('accept'));
    const { single } = media;
    const { sql, params } = statement({ ...media, representation: prefer.representation, bodyless: false });
    const row = await runAsCaller(
      deps.db,
      caller,
      writing(c, { readOnly: false, rollback: prefer.rollback }),
      async (tx) => {
        const [result] = await limitedInTime(tx, node, () => tx.query<PageRow>(sql, params));
        const rows = Number(result?.page_count ?? 0);
        // Thrown inside the transaction, so a .single() that matched several rows changes none.
        if (single && rows !== 1) throw singularityError(rows);
        if (emptyStatus === 204) checkMaxAffected(prefer, rows);
        return result;
      },
    );
    const rows = Number(row?.page_count ?? 0);
    const headers: Record<string, string> = { 'Content-Range': contentRange(0, rows, prefer.count ? rows : null) };
    // An upsert that only updated existing rows created nothing: 200, as PostgREST answers.
    const created =
      emptyStatus === 201 && !(prefer.resolution === 'merge' && rows > 0 && Number(row?.inserted ?? 0) === 0);
    if (!prefer.representation) return respond(c, created ? 201 : emptyStatus === 201 ? 200 : 204, null, headers);
    return respond(c, created ? 201 : 200, row?.body ?? '[]', {
      ...headers,
      'Content-Type': contentTypeOf(media),
    });
  };

  const writePlan = (c: Context, catalog: Catalog): ReadNode => {
    const table = tableOf(catalog, c.req.param('table') ?? '');
    return planRead(catalog, table, new URL(c.req.url).searchParams, { allowEmbeddedFilters: false });
  };

  routes.post('/rest/v1/:table', (c) =>
    answer(c, async (caller, catalog) => {
      const node = writePlan(c, catalog);
      if (node.filters.length > 0) throw queryError('Filters do not apply to an insert; send the rows in the body.');
      const search = new URL(c.req.url).searchParams;
      const body = await readJson(c);
      const rows = Array.isArray(body) ? body : [body];
      if (body === undefined || !rows.every(isRow)) {
        throw bodyError('Empty or invalid json', 'Send one JSON object, or an array of objects, to insert.');
      }
      const prefer = preferences(c.req.header('prefer'));
      const columnsParam = search.get('columns');
      const onConflictParam = search.get('on_conflict');
      let onConflict: { columns: string[]; resolution: 'merge' | 'ignore' } | undefined;
      if (prefer.resolution) {
        const columns = onConflictParam ? parseColumnList('on_conflict', onConflictParam) : node.table.primaryKey;
        if (columns.length === 0)
          throw queryError(`${node.table.name} has no primary key; name the columns in on_conflict.`);
        onConflict = { columns, resolution: prefer.resolution };
      }
      return change(
        c,
        caller,
        node,
        (options) =>
          insertSql(
            node,
            {
              rows,
              columns: columnsParam === null ? undefined : parseColumnList('columns', columnsParam),
              missingDefault: prefer.missingDefault,
              onConflict,
            },
            options,
          ),
        201,
      );
    }),
  );

  routes.patch('/rest/v1/:table', (c) =>
    answer(c, async (caller, catalog) => {
      const node = writePlan(c, catalog);
      const body = await readJson(c);
      if (!isRow(body)) throw bodyError('Empty or invalid json', 'Send one JSON object with the columns to change.');
      return change(c, caller, node, (options) => updateSql(node, body, options), 204);
    }),
  );

  routes.delete('/rest/v1/:table', (c) =>
    answer(c, async (caller, catalog) => {
      const node = writePlan(c, catalog);
      return change(c, caller, node, (options) => deleteSql(node, options), 204);
    }),
  );

  routes.all('/rest/v1/:table', (c) =>
    c.json(new PostgrestError(405, 'PGRST117', `Unsupported HTTP method: ${c.req.method}`).body, 405),
  );
  routes.all('/rest/v1/*', (c) =>
    c.json(
      new PostgrestError(
        404,
        'PGRST205',
        `There is nothing at ${c.req.path}.`,
        null,
        'Tables are at /rest/v1/<table> and functions at /rest/v1/rpc/<function>.',
      ).body,
      404,
    ),
  );

  return routes;
}
