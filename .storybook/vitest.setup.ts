import { setInteractionModality } from 'react-aria-components';
import { configure } from 'storybook/test';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { commands, page } from 'vitest/browser';
import { forgetLastInteraction } from '../packages/ui/src/components/private/focusVisible/lastInteraction';
import { toastQueue } from '../packages/ui/src/components/Toast/toastQueue';
import { storyFrameSize } from './story-frame-size';
import type { StoryScreenshotResult } from './story-screenshot';

// The app's toasts close on the wall clock (5 s, successes 2 s). On a busy machine a play test could
// look for a toast that had already gone, and a screenshot showed it or not depending on how long the
// story took. In stories the app's queue keeps every toast until it is closed or cleared; the
// screenshot is taken with the queue cleared, so it shows the page and never a toast's lifetime.
// The Toast component's own stories use queues of their own and pause them (Toast.stories.tsx).
const addToast = toastQueue.add.bind(toastQueue);
toastQueue.add = (content, options) => addToast(content, { ...options, timeout: undefined });

// The stories files share one page (vitest.config.ts, `isolate: false`), where each had a page of its
// own: each file starts from a page nothing has been pressed on yet, which is what its first story's
// focus rings were drawn from. React Aria's own first value is `null`, which its type leaves out.
beforeAll(() => {
  setInteractionModality(null as unknown as 'keyboard');
  forgetLastInteraction();
});

/**
 * React Aria takes a viewport whose height shrinks by 100 pixels or more soon after a text field was
 * focused for an on-screen keyboard opening, and from then on reveals each new dialog only once the
 * keyboard has settled: two frames late, or, once the timer it waits on was gone, never (every
 * dialog of the following stories files stayed transparent). The frame changes height only for a
 * tall story's screenshot (below), which is no keyboard: React Aria reads the frame's own height.
 * Nothing of ours reads the visual viewport, and the screenshot is taken after the play has ended.
 */
if (window.visualViewport) {
  Object.defineProperty(window.visualViewport, 'height', { configurable: true, get: () => storyFrameSize.height });
}
// Testing Library's `findBy…` and `waitFor` give up after one second of wall clock by default: with
// two stories files drawing side by side on a busy machine, a toast after a failed load took longer
// (AuditPage › Load Failure Toast, at load 30). They still answer as soon as the state is there; the
// limit only catches a state that never comes.
configure({ asyncUtilTimeout: 20_000 });
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

declare module 'vitest/browser' {
  interface BrowserCommands {
    matchStoryScreenshot: (testName: string) => Promise<StoryScreenshotResult>;
  }
}

/** Vitest's name of a test (its describe blocks and its own, without the file), which names its baseline. */
function testName(task: { name: string; suite?: { name: string; suite?: unknown } }): string {
  const names = [task.name];
  for (let suite = task.suite; suite?.suite; suite = suite.suite as typeof task.suite) names.unshift(suite.name);
  return names.join(' > ');
}

/**
 * As Playwright's screenshots do: an animation that ends is shown ended, one that never ends at its
 * start (the stories' own styles pause them all, see freeze-motion.css.ts). Returns what resumes them.
 */
function settleAnimations(): () => void {
  const cancelled: Animation[] = [];
  for (const animation of document.getAnimations()) {
    if (!animation.effect || animation.playbackRate === 0) continue;
    if (Number.isFinite(animation.effect.getComputedTiming().endTime)) animation.finish();
    else {
      animation.cancel();
      cancelled.push(animation);
    }
  }
  return () => {
    for (const animation of cancelled) animation.play();
  };
}

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
    toastQueue.clear();
    await nextFrame();
    await nextFrame();
    await document.fonts.ready;
    // The browser paints only what is inside the viewport: a story taller than it would be
    // compared blank below the fold, so the viewport grows to the story for the screenshot.
    const { innerWidth, innerHeight } = window;
    const storyHeight = Math.ceil(document.documentElement.scrollHeight);
    const grows = storyHeight > innerHeight;
    if (grows) await page.viewport(innerWidth, storyHeight);
    const resumeAnimations = settleAnimations();
    try {
      const { pass, message } = await commands.matchStoryScreenshot(testName(context.task));
      if (!pass) throw new Error(message);
    } finally {
      resumeAnimations();
      if (grows) await page.viewport(innerWidth, innerHeight);
    }
  }
});
