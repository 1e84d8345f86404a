import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { storyFrameSize } from './.storybook/story-frame-size.ts';
import { matchStoryScreenshot } from './.storybook/story-screenshot.ts';
import viteConfig from './vite.config.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
];

/**
 * The node-side projects in the order their files should start. Vitest's own order is by project
 * name (domain, e2e, flows, server, tooling), which left the tooling benches (the bundle bench about
 * 110 s, the bench smoke 45 s) to run last, alone, after every server file: the run ended on them with
 * one worker idle. Started first they run beside the e2e journeys, and the many short server files
 * fill both workers at the end.
 */
const PROJECT_ORDER = ['tooling', 'e2e', 'server', 'flows', 'domain'];

/**
 * The longest server files (30–40 s each in a whole run, docs/testing.md), first among the server
 * files. Without Vitest's timing cache, as in a fresh clone, it orders a project's files by size, and
 * the soak's small file started last: the run ended on it alone for 37 s.
 */
const LONG_SERVER_FILES = [
  'src/testing/soak/soak.test.ts',
  'src/provider/provider-workspace.test.ts',
  'src/onboarding/provider-registration.test.ts',
  'src/server-stays-up.test.ts',
  'src/auth/login.test.ts',
  'src/http/contract-fuzz.test.ts',
];

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = PROJECT_ORDER.indexOf(file.project.name);
      return at === -1 ? PROJECT_ORDER.length : at;
    };
    const long = (file: TestSpecification) =>
      file.project.name === 'server' && LONG_SERVER_FILES.some((suffix) => file.moduleId.endsWith(suffix)) ? 0 : 1;
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b) || long(a) - long(b));
  }
}

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Two node workers beside the one Storybook browser: on two cores the default (cores − 1 = 1)
      // ran server, e2e, flows and tooling files one after another while the machine stood half idle
      // (user + sys time was about one core's worth of the run's wall time).
      maxWorkers: 2,
      sequence: { sequencer: LongFilesFirst },
      projects: [
        {
          test: {
            name: 'domain',
            isolate: false,
            root: path.join(root, 'packages/domain'),
            environment: 'node',
            include: ['src/**/*.test.ts'],
          },
        },
        {
          test: {
            name: 'tooling',
            root,
            environment: 'node',
            include: ['scripts/**/*.test.mjs'],
          },
        },
        {
          test: {
            name: 'flows',
            isolate: false,
            root: path.join(root, 'packages/flows'),
            environment: 'node',
            include: ['src/**/*.test.ts'],
          },
        },
        'packages/*/vitest.config.ts',
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
          optimizeDeps: {
            // Pre-bundled up front so Vite does not reload the page mid-run.
            include: [
              'react',
              'react-dom',
              'react-dom/client',
              'react/jsx-runtime',
              'react/jsx-dev-runtime',
              'react-aria-components',
              '@vanilla-extract/css',
              '@vanilla-extract/recipes/createRuntimeFn',
              '@vanilla-extract/sprinkles/createRuntimeSprinkles',
              'react-router-dom',
              'xstate',
              '@xstate/react',
              'openapi-fetch',
              '@supabase/supabase-js',
              '@tanstack/react-query',
              'react-markdown',
              'rehype-sanitize',
              '@internationalized/date',
              'storybook/test',
              '@storybook/react-vite',
            ],
          },
          test: {
            name: 'storybook',
            // The stories files share their page (two pages, one per worker), as the node-side files
            // share their worker: a page of its own for each of the 119 files loaded React, React Aria,
            // Storybook's test tools and the setup again, about a second a file on a busy machine
            // (docs/testing.md). Each file still starts from a page nothing was pressed on
            // (.storybook/vitest.setup.ts), and each story from its own fresh fakes.
            isolate: false,
            // Vitest's browser default is 15 s a story. A play test waits on states, never on time,
            // so the limit only catches a hang; on a machine busy with other work the slowest play
            // tests (typing into admin forms) passed 15 s.
            testTimeout: 60_000,
            hookTimeout: 60_000,
            setupFiles: [path.join(root, '.storybook/vitest.setup.ts')],
            browser: {
              enabled: true,
              // Two stories files at a time, each in its own page (maxWorkers): a story mostly waits
              // (frames, fonts, the screenshot's round trip), so one at a time left the browser
              // idle; the Admin screens' 153 stories took 328 s one at a time and 151 s two at a
              // time on the same busy machine (four at a time: 185 s).
              fileParallelism: true,
              headless: true,
              provider: playwright({
                launchOptions: { executablePath: chromium, args: chromiumArgs },
                // The page around the stories' frame: wide and tall enough that the frame is never
                // scaled down, also when a screenshot grows it to a story's full height.
                contextOptions: { viewport: { width: 1280, height: 4096 } },
              }),
              viewport: storyFrameSize,
              instances: [{ browser: 'chromium', name: 'chromium-stories' }],
              // The screenshot check after each story (.storybook/vitest.setup.ts).
              commands: { matchStoryScreenshot },
            },
          },
        },
        {
          test: {
            name: 'e2e',
            // One worker for every journey: each file still starts its own server and browser.
            isolate: false,
            root: path.join(root, 'e2e'),
            environment: 'node',
            include: ['**/*.test.ts'],
            testTimeout: 120_000,
            hookTimeout: 120_000,
            // A poll waits for a state the other side brings about (a dropdown reloaded on return, a
            // figure updated); Vitest's one second only held on a quiet machine. The limit catches
            // a hang, as Testing Library's 20 s does in the stories.
            expect: { poll: { timeout: 20_000 } },
          },
        },
      ],
    },
  }),
);
