import { type Browser, chromium } from 'playwright-core';

// Debian's Chromium: downloading Playwright's own browser is not possible on these machines.
function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

let shared: Promise<Browser> | undefined;

/**
 * One Chromium for every journey of this process (each file works in contexts of its own, closed
 * after it): a launch took seconds per file. Playwright ends the browser when the process exits.
 */
export function sharedBrowser(): Promise<Browser> {
  shared ??= launchBrowser();
  shared.catch(() => {
    shared = undefined;
  });
  return shared;
}
