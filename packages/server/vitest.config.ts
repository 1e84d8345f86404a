import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    // So `include` means this package's src whether the config is run from here, from the
    // repository root (`--config packages/server/vitest.config.ts`) or as a root project.
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The files share one worker and its loaded modules: a fresh process per file spent about two
    // seconds starting and importing the server, longer than most files' tests (server code keeps
    // no module state; each suite opens its own database).
    isolate: false,
    // PGlite takes a few seconds to start, and each suite migrates and seeds a fresh database; a test
    // that starts whole servers on PGlite took over 30 s on a machine busy with other work. The
    // limits only catch a hang, so they are generous.
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
