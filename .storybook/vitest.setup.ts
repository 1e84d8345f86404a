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
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot();
  }
});
