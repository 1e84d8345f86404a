import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Where a page ends and what the next one must leave out; the cursor carries it. */
export interface CursorState {
  /**
   * The sort key of the last provider of the page: best rated, [-(rating or -1), -review count,
   * id]; nearest, [chord to the origin in metres, id]. Both compare as a row, ascending. Empty
   * when the page held only Sponsored providers.
   */
  after: number[];
  /** The Sponsored providers the first page put first: later pages leave them out. */
  shown: number[];
  /** The database snapshot of the first page (pg_snapshot text): later pages order by the ratings it saw. */
  snapshot: string;
  /** Where the first page measured from, [lat, lng] (the customer's position or the city's centre): later pages too. */
  origin: [number, number] | null;
}

/** A cursor that was not made by this server for this search (or was altered): the answer is 400. */
export class BadCursorError extends Error {
  constructor() {
    super('This page of results does not belong to this search. Please search again.');
  }
}

const MAC_BYTES = 16;
const SNAPSHOT = /^\d{1,20}:\d{1,20}:(\d{1,20}(,\d{1,20}){0,999})?$/;
const MAX_SHOWN = 50;

const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);
const isLatitude = (value: unknown): value is number => typeof value === 'number' && Math.abs(value) <= 90;
const isLongitude = (value: unknown): value is number => typeof value === 'number' && Math.abs(value) <= 180;

function readState(value: unknown, keyLength: number): CursorState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { after, shown, snapshot, origin } = value as Record<string, unknown>;
  // Empty: the first page held only Sponsored providers, so the others start from the top.
  if (!Array.isArray(after) || (after.length !== 0 && after.length !== keyLength)) return null;
  if (!after.every((part) => typeof part === 'number' && Number.isFinite(part))) return null;
  if (after.length > 0 && !isInteger(after.at(-1))) return null;
  if (!Array.isArray(shown) || shown.length > MAX_SHOWN || !shown.every(isInteger)) return null;
  if (typeof snapshot !== 'string' || !SNAPSHOT.test(snapshot)) return null;
  const [lat, lng, ...rest] = Array.isArray(origin) ? origin : [];
  if (origin !== null && (!isLatitude(lat) || !isLongitude(lng) || rest.length > 0)) return null;
  return {
    after: after as number[],
    shown: shown as number[],
    snapshot,
    origin: isLatitude(lat) && isLongitude(lng) ? [lat, lng] : null,
  };
}

/**
 * Opaque page cursors: the state as base64url JSON and an HMAC over it and the search it belongs
 * to, so a cursor altered, or sent with another search or sort, is refused rather than read. Decision: the key comes from the server's JWT secret, so every process of one deployment
 * reads the others' cursors; a cursor does not expire (the snapshot keeps its order meaningful).
 */
export class SearchCursors {
  readonly #key: Buffer;

  constructor(secret: string | Buffer = randomBytes(32)) {
    this.#key = createHmac('sha256', secret).update('injury-assist search cursor').digest();
  }

  encode(scope: string, state: CursorState): string {
    const payload = Buffer.from(JSON.stringify(state)).toString('base64url');
    return `${payload}.${this.#mac(scope, payload).toString('base64url')}`;
  }

  /** The state of `cursor`, made for `scope` with a sort key of `keyLength` parts; else BadCursorError. */
  decode(scope: string, cursor: string, keyLength: number): CursorState {
    const [payload = '', mac = '', ...rest] = cursor.split('.');
    const given = Buffer.from(mac, 'base64url');
    const expected = this.#mac(scope, payload);
    if (rest.length > 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new BadCursorError();
    }
    let state: CursorState | null = null;
    try {
      state = readState(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')), keyLength);
    } catch {
      state = null;
    }
    if (!state) throw new BadCursorError();
    return state;
  }

  #mac(scope: string, payload: string): Buffer {
    return createHmac('sha256', this.#key).update(scope).update('\n').update(payload).digest().subarray(0, MAC_BYTES);
  }
}
