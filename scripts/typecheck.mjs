#!/usr/bin/env node
// `npm run typecheck`: each package is checked with its own settings (they differ: DOM or Node
// types, JSX), side by side on the cores. Incremental: each keeps its build info in .tmp/, so a
// second run re-checks only what changed (a clean clone checks everything once).
import path from 'node:path';
import { root } from './bootstrap.mjs';
import { runSideBySide } from './side-by-side.mjs';

export const TYPECHECKED_PROJECTS = [
  'packages/app',
  'packages/server',
  'packages/ui',
  'packages/flows',
  'e2e',
  'packages/domain',
];

const tsc = path.join(root, 'node_modules/.bin', 'tsc');
await runSideBySide(
  TYPECHECKED_PROJECTS.map((project) => [
    tsc,
    [
      '-p',
      `${project}/tsconfig.json`,
      '--incremental',
      '--tsBuildInfoFile',
      path.join(root, '.tmp/tsbuildinfo', `${project.replaceAll('/', '-')}.tsbuildinfo`),
    ],
  ]),
);
