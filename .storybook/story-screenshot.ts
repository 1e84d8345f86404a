import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type {} from '@vitest/browser-playwright';
import pixelmatch from 'pixelmatch';
import type { CDPSession, Page } from 'playwright';
import { PNG } from 'pngjs';
import type { BrowserCommand } from 'vitest/node';

/**
 * The stories' screenshot check, a browser command run by `.storybook/vitest.setup.ts` after each
 * story. It replaces `toMatchScreenshot` for speed: Chromium encodes the picture with its fast PNG
 * setting (about a third of the time of the default, same pixels) in one call, where Playwright's
 * element screenshot also walked every frame to pause animations and hide carets (the stories do
 * that themselves) and made several round trips to find the element. A story's screenshot went from
 * about 0.38 s to 0.1 s on a quiet machine. What is compared is unchanged: the story frame's body,
 * against `__screenshots__/<file>/<story>-1-chromium-linux.png`, with pixelmatch's threshold and a
 * few pixels of slack.
 */

const THRESHOLD = 0.1;
const ALLOWED_MISMATCHED_PIXELS = 50;
/** Time to get two equal screenshots in a row when the first does not match the baseline. */
const STABLE_WITHIN_MS = 30_000;

interface Picture {
  width: number;
  height: number;
  data: Buffer;
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();
function sessionOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/** Vitest's file naming of screenshots, kept so the committed baselines stay where they are. */
function fileName(testName: string): string {
  const name = `${testName} 1`
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-');
  return `${name}-chromium-${process.platform}`;
}

function decode(png: Buffer): Picture {
  const { width, height, data } = PNG.sync.read(png);
  return { width, height, data };
}

function encode({ width, height, data }: Picture): Buffer {
  const png = new PNG({ width, height });
  data.copy(png.data);
  return PNG.sync.write(png);
}

/** How many pixels differ, and the picture of where; `null` when the sizes differ. */
function compare(a: Picture, b: Picture, withDiff: boolean): { mismatched: number; diff?: Picture } | null {
  if (a.width !== b.width || a.height !== b.height) return null;
  if (a.data.equals(b.data)) return { mismatched: 0 };
  const diff = withDiff ? Buffer.alloc(a.data.length) : undefined;
  const mismatched = pixelmatch(a.data, b.data, diff, a.width, a.height, { threshold: THRESHOLD });
  return { mismatched, ...(diff ? { diff: { width: a.width, height: a.height, data: diff } } : {}) };
}

const same = (a: Picture, b: Picture) => (compare(a, b, false)?.mismatched ?? Number.POSITIVE_INFINITY) === 0;
const matches = (a: Picture, b: Picture) =>
  (compare(a, b, false)?.mismatched ?? Number.POSITIVE_INFINITY) <= ALLOWED_MISMATCHED_PIXELS;

export interface StoryScreenshotResult {
  pass: boolean;
  message?: string;
}

export const matchStoryScreenshot: BrowserCommand<[testName: string]> = async (
  context,
  testName,
): Promise<StoryScreenshotResult> => {
  if (!context.testPath) throw new Error('A story screenshot needs the story file.');
  const directory = path.join(path.dirname(context.testPath), '__screenshots__', path.basename(context.testPath));
  const base = path.join(directory, fileName(testName));
  const referenceFile = `${base}.png`;
  const actualFile = `${base}-actual.png`;
  const diffFile = `${base}-diff.png`;
  const update = context.project.serializedConfig.snapshotOptions.updateSnapshot;

  const box = await context.iframe.locator('body').boundingBox();
  if (!box) throw new Error('The story frame has no body to take a picture of.');
  const x = Math.floor(box.x + 1e-3);
  const y = Math.floor(box.y + 1e-3);
  const clip = {
    x,
    y,
    width: Math.ceil(box.x + box.width - 1e-3) - x,
    height: Math.ceil(box.y + box.height - 1e-3) - y,
    scale: 1,
  };
  const session = await sessionOf(context.page);
  const take = async () => {
    const { data } = await session.send('Page.captureScreenshot', { format: 'png', optimizeForSpeed: true, clip });
    return decode(Buffer.from(data, 'base64'));
  };

  const [referencePng, first] = await Promise.all([readFile(referenceFile).catch(() => null), take()]);
  const reference = referencePng && decode(referencePng);
  const passed = async () => {
    await Promise.all([rm(actualFile, { force: true }), rm(diffFile, { force: true })]);
    return { pass: true };
  };
  if (reference && matches(reference, first)) return passed();

  // The first picture differs or there is no baseline: wait until the page stops changing.
  let latest = first;
  const until = Date.now() + STABLE_WITHIN_MS;
  for (;;) {
    const next = await take();
    if (same(latest, next)) break;
    latest = next;
    if (Date.now() > until) {
      return {
        pass: false,
        message: `The story kept changing for ${STABLE_WITHIN_MS / 1000} s; no stable screenshot.`,
      };
    }
  }

  if (reference && matches(reference, latest)) return passed();
  await mkdir(directory, { recursive: true });
  if (update === 'all' || (!reference && update === 'new')) {
    await writeFile(referenceFile, encode(latest));
    return passed();
  }
  await writeFile(actualFile, encode(latest));
  if (!reference) {
    return { pass: false, message: `No screenshot baseline ${referenceFile}; this run's picture: ${actualFile}.` };
  }
  const result = compare(reference, latest, true);
  if (result?.diff) await writeFile(diffFile, encode(result.diff));
  const how = result
    ? `${result.mismatched} pixels differ (at most ${ALLOWED_MISMATCHED_PIXELS} may)`
    : `the size is ${latest.width}×${latest.height} instead of ${reference.width}×${reference.height}`;
  return {
    pass: false,
    message: `The screenshot differs from ${referenceFile}: ${how}. This run's picture: ${actualFile}${result?.diff ? `, the differences: ${diffFile}` : ''}.`,
  };
};
