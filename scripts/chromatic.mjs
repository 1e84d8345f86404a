#!/usr/bin/env node
// `npm run chromatic`: publishes Storybook to Chromatic for hosted visual review. The Chromatic
// CLI needs Node 22; this machine has Node 20, so the CLI runs under a Node 22 taken from the
// npm registry (`npx -p node@22`). Without a project token there is nothing to publish to.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './bootstrap.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    [
      'Chromatic is not set up here: set CHROMATIC_PROJECT_TOKEN to the project token from',
      'chromatic.com (Manage → Configure) and run `npm run chromatic` again. Nothing was published.',
    ].join('\n'),
  );
  process.exit(0);
}

const cli = path.join(root, 'node_modules/chromatic/dist/bin.cjs');
const result = spawnSync(
  'npx',
  ['--yes', '-p', 'node@22', 'node', cli, '--config-file', 'chromatic.config.json', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
