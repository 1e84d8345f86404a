/**
 * The stories' frame: Storybook's test runner sets it to this size before every story (its default
 * viewport), and Vitest opens the page at it too, so the frame's size changes only for a tall
 * story's screenshot (`.storybook/vitest.setup.ts`), never between stories or files.
 */
export const storyFrameSize = { width: 1200, height: 900 } as const;
