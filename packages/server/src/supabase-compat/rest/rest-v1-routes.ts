import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../../db/db';
import { bodyLimit } from '../../http/body-limit';
import { jsonBodyMessage } from '../../http/control-characters';
import type { Logger } from '../../logger';
import { supabaseCors } from '../supabase-cors';
import { type Catalog, catalogLoader, EXPOSED_SCHEMA } from './catalog';
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
import { findFunction, rpcSql } from './rpc-sql';
import { type PageRow, readSql } from './sql-builder';
import { type BodyRow, deleteSql, insertSql, updateSql, type WriteOptions } from './write-sql';

export interface RestV1Deps extends CallerDeps {
  logger: Logger;
}

/** Request bodies above this are refused before they are read. */
const MAX_BODY_BYTES = 1024 * 1024;

const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

interface Preferences {
  representation: boolean;
  count: boolean;
  missingDefault: boolean;
  resolution: 'merge' | 'ignore' | undefined;
}

/** `Prefer: return=representation, count=exact, missing=default, resolution=merge-duplicates`. */
function preferences(header: string | undefined): Preferences {
  const tokens = (header ?? '').split(',').map((token) => token.trim().toLowerCase());
  const resolution = tokens.includes('resolution=merge-duplicates')
    ? 'merge'
    : tokens.includes('resolution=ignore-duplicates')
      ? 'ignore'
      : undefined;
  return {
    representation: tokens.includes('return=representation'),
    // planned and estimated are answered exactly: the tables here are small.
    count: tokens.some((token) => /^count=(exact|planned|estimated)$/.test(token)),
    missingDefault: tokens.includes('missing=default'),
    resolution,
  };
}

/** Whether the client asked for one object (`.single()`) rather than an array. */
function wantsObject(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === '') return false;
  const types = accept.split(',').map((part) => (part.split(';')[0] ?? '').trim().toLowerCase());
  if (types.includes('application/vnd.pgrst.object+json') || types.includes('application/vnd.pgrst.object')) {
    return true;
  }
  if (types.some((type) => ['application/json', '*/*', 'application/*'].includes(type))) return false;
  throw new PostgrestError(
    406,
    'PGRST107',
    `None of these media types are available: ${accept}`,
    null,
    'This server answers application/json and application/vnd.pgrst.object+json.',
  );
}

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

/**
 * The query parameters of a function call, which for GET are its arguments. `select=*` and `apikey`
 * change nothing; other shaping of the result is not supported.
 */
function functionParams(search: URLSearchParams): Record<string, string> {
  const args: Record<string, string> = {};
  for (const [key, value] of search) {
    if (key === 'apikey' || (key === 'select' && value === '*')) continue;
    if (['select', 'order', 'limit', 'offset'].includes(key)) {
      throw queryError(`"${key}" on the result of a function is not supported by this server.`);
    }
    args[key] = value;
  }
  return args;
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
    answer(c, async (caller, catalog) =>
      callFunction(c, caller, catalog, c.req.param('fn'), functionParams(new URL(c.req.url).searchParams), true),
    ),
  );

  routes.post('/rest/v1/rpc/:fn', (c) =>
    answer(c, async (caller, catalog) => {
      const [filter] = Object.keys(functionParams(new URL(c.req.url).searchParams));
      if (filter !== undefined) {
        throw queryError(`"${filter}": filters on the result of a function are not supported by this server.`);
      }
      const body = (await readJson(c)) ?? {};
      if (!isRow(body)) throw bodyError('The arguments of a function are one JSON object.');
      return callFunction(c, caller, catalog, c.req.param('fn'), body, false);
    }),
  );

  const callFunction = async (
    c: Context,
    caller: GatewayCaller,
    catalog: Catalog,
    name: string,
    args: Record<string, unknown>,
    readOnly: boolean,
  ) => {
    const single = wantsObject(c.req.header('accept'));
    const fn = findFunction(catalog, name, Object.keys(args));
    const { sql, params } = rpcSql(fn, args, { single });
    const row = await runAsCaller(deps.db, caller, { readOnly }, async (tx) => {
      const [result] = await tx.query<PageRow>(sql, params);
      return result;
    });
    if (fn.returns === 'void') return respond(c, 204, null, {});
    const rows = Number(row?.page_count ?? 0);
    if (single && rows !== 1) throw singularityError(rows);
    return respond(c, 200, row?.body ?? 'null', {
      'Content-Type': single ? OBJECT_TYPE : JSON_TYPE,
      'Content-Range': contentRange(0, rows, null),
    });
  };

  routes.on(['GET', 'HEAD'], '/rest/v1/:table', (c) =>
    answer(c, async (caller, catalog) => {
      const table = tableOf(catalog, c.req.param('table'));
      const search = new URL(c.req.url).searchParams;
      const prefer = preferences(c.req.header('prefer'));
      const single = wantsObject(c.req.header('accept'));
      const node = planRead(catalog, table, search);
      const range = rangeHeader(c.req.header('range'));
      const offset = node.offset ?? range?.offset ?? 0;
      const limit = node.limit ?? range?.limit;
      const { sql, params } = readSql(node, {
        limit,
        offset,
        count: prefer.count,
        single,
        bodyless: c.req.method === 'HEAD',
      });
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
        'Content-Type': single ? OBJECT_TYPE : JSON_TYPE,
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
    const single = wantsObject(c.req.header('accept'));
    const { sql, params } = statement({ representation: prefer.representation, single, bodyless: false });
    const row = await runAsCaller(deps.db, caller, { readOnly: false }, async (tx) => {
      const [result] = await limitedInTime(tx, node, () => tx.query<PageRow>(sql, params));
      const rows = Number(result?.page_count ?? 0);
      // Thrown inside the transaction, so a .single() that matched several rows changes none.
      if (single && rows !== 1) throw singularityError(rows);
      return result;
    });
    const rows = Number(row?.page_count ?? 0);
    const headers: Record<string, string> = { 'Content-Range': contentRange(0, rows, prefer.count ? rows : null) };
    if (!prefer.representation) return respond(c, emptyStatus, null, headers);
    return respond(c, emptyStatus === 201 ? 201 : 200, row?.body ?? '[]', {
      ...headers,
      'Content-Type': single ? OBJECT_TYPE : JSON_TYPE,
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
