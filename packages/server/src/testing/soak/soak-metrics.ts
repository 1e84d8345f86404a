/**
 * What the soak's traffic saw: every request counted, every 5xx and every request left unanswered
 * (a hang) kept with what was asked, so a failure names its request.
 */
export interface Failure {
  request: string;
  status: number | 'no answer';
  message: string;
}

/** A request the server takes longer than this to answer counts as a hang (and is given up). */
export const HANG_MS = 15_000;

export class Metrics {
  requests = 0;
  readonly statuses = new Map<number, number>();
  readonly serverErrors: Failure[] = [];
  readonly hangs: Failure[] = [];
  /** 4xx answers by request and message: the product's refusals, reported but not failures. */
  readonly refusals = new Map<string, number>();

  /** `fetch` that counts and records; a request unanswered after `limitMs` is aborted and recorded as a hang. */
  fetcher(limitMs = HANG_MS): (input: Request) => Promise<Response> {
    return async (input) => this.send(input, limitMs);
  }

  async send(input: Request, limitMs = HANG_MS): Promise<Response> {
    // Ids in the path are left out, so the same request counts as one in the report.
    const path = new URL(input.url).pathname
      .split('/')
      .map((part) => (/^(\d+|[0-9a-f]{8}-[0-9a-f-]{27}|BK-[\w-]+|cs_\w+)$/i.test(part) ? ':id' : part))
      .join('/');
    const label = `${input.method} ${path}`;
    this.requests++;
    let response: Response;
    try {
      response = await fetch(input, { signal: AbortSignal.timeout(limitMs), redirect: 'manual' });
    } catch (error) {
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      this.hangs.push({ request: label, status: 'no answer', message });
      throw error;
    }
    this.statuses.set(response.status, (this.statuses.get(response.status) ?? 0) + 1);
    if (response.status >= 500) {
      this.serverErrors.push({ request: label, status: response.status, message: await messageOf(response.clone()) });
    } else if (response.status >= 400) {
      const key = `${label} ${response.status} ${await messageOf(response.clone())}`;
      this.refusals.set(key, (this.refusals.get(key) ?? 0) + 1);
    }
    return response;
  }
}

async function messageOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown; msg?: unknown; error_description?: unknown };
    const message = body.message ?? body.msg ?? body.error_description;
    if (typeof message === 'string') return message;
  } catch {
    // Not JSON: the text itself, shortened below.
  }
  return text.slice(0, 200);
}
