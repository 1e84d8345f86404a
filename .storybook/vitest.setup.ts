import { afterEach, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// React warnings and failed prop types surface as console.error: make them fail the story.
let consoleErrors: unknown[][] = [];
const originalError = console.error;
beforeEach(() => {
  consoleErrors = [];
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args);
    originalError(...args);
  };
});

afterEach(async (context) => {
  console.error = originalError;
  expect(consoleErrors, 'console.error was called during the story').toEqual([]);
  // Every story doubles as a visual regression check against a committed baseline.
  if (context.task.result?.state !== 'fail') {
    await document.fonts.ready;
    // The browser paints only what is inside the viewport: a story taller than it would be
    // compared blank below the fold, so the viewport grows to the story for the screenshot.
    const { innerWidth, innerHeight } = window;
    const storyHeight = Math.ceil(document.documentElement.scrollHeight);
    if (storyHeight > innerHeight) await page.viewport(innerWidth, storyHeight);
    try {
      await expect.element(page.elementLocator(document.body)).toMatchScreenshot();
    } finally {
      if (storyHeight > innerHeight) await page.viewport(innerWidth, innerHeight);
    }
  }
});
