import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** `npm run soak` only (scripts/soak.mjs): the full soak, kept out of `npm test`'s projects. */
export default defineConfig({
  test: {
    name: 'soak',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['soak.soak.ts'],
    // The output of a long run is read as it comes.
    reporters: ['verbose'],
  },
});
