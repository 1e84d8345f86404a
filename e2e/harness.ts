import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { sharedBrowser } from './browser';
import { startTestServer, type TestServer } from './server';

/**
 * Starts the real server for the file's tests (on a copy of the seeded template) and lends it the
 * process's one browser; after the tests the server stops and the file's browser contexts close.
 */
export function startServerAndBrowserForFile(serverOptions: { now?: () => Date } = {}): {
  readonly server: TestServer;
  readonly browser: Browser;
} {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(serverOptions), sharedBrowser()]);
  });
  afterAll(async () => {
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error('The server and browser start in beforeAll; use them inside tests.');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
  };
}
