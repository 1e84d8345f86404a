// Proves the import-boundary rules in .dependency-cruiser.cjs fire: a small repository with one
// planted violation of each rule, and some allowed imports, is cruised with the real config.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedExportNames } from './shared-export-names.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** file → what it imports; the comments say which rule each planted import breaks. */
const files = {
  'packages/domain/src/index.ts': ["import '../../ui/src/index';"], // domain-stands-alone
  'packages/ui/src/index.ts': ["import '../../domain/src/index';", "import '../../flows/src/index';"], // ui-is-presentational
  'packages/flows/src/index.ts': ["import '../../domain/src/index';", "import 'react';"], // flows-know-no-react-and-no-screens
  'packages/server/src/index.ts': [
    "import '../../domain/src/index';",
    "import '../../app/src/lib/client';", // server-stands-apart-from-the-browser
    "import './billing/module';",
  ],
  // billing uses events and payments; events uses payments. One import back closes a circle:
  'packages/server/src/billing/module.ts': ["import '../events/routes';", "import '../payments/gateway';"],
  'packages/server/src/billing/money.ts': [],
  'packages/server/src/events/routes.ts': [
    "import '../payments/gateway';",
    "import '../billing/money';", // server-features-form-no-cycles (events → billing → events)
  ],
  'packages/server/src/payments/gateway.ts': [],
  // A test and the test helpers may reach any feature: they are outside the rule.
  'packages/server/src/payments/gateway.test.ts': ["import './gateway';", "import '../testing/app';"],
  'packages/server/src/testing/app.ts': ["import '../billing/module';"],
  'packages/app/src/app/router.ts': ["import '../features/customer/page';", "import '../features/access/page';"],
  'packages/app/src/lib/client.ts': ["import '../../../flows/src/index';"],
  'packages/app/src/features/access/page.ts': ["import './sign-in';", "import '../../lib/client';"],
  'packages/app/src/features/access/sign-in.ts': ["import '../../../../ui/src/index';"],
  'packages/app/src/features/customer/page.ts': [
    "import '../../lib/client';",
    "import '../../app/router';", // features-do-not-import-the-app-shell
    "import '../access/sign-in';", // features-do-not-import-each-other
  ],
};

const workspace = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

function plant() {
  for (const [file, imports] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(workspace, file)), { recursive: true });
    writeFileSync(path.join(workspace, file), `${imports.join('\n')}\nexport {};\n`);
  }
  cpSync(path.join(root, 'tsconfig.base.json'), path.join(workspace, 'tsconfig.base.json'));
  symlinkSync(path.join(root, 'node_modules'), path.join(workspace, 'node_modules'), 'dir');
}

/** `npm run lint:boundaries` in the planted repository; `outputType` json gives the details. */
const cruise = (outputType = 'err') =>
  spawnSync(
    path.join(root, 'node_modules/.bin/depcruise'),
    ['packages', '--config', path.join(root, '.dependency-cruiser.cjs'), '--output-type', outputType],
    { cwd: workspace, encoding: 'utf8' },
  );

describe('the import boundaries', () => {
  it('refuse one planted violation of each rule, and only those', () => {
    plant();
    const violations = JSON.parse(cruise('json').stdout).summary.violations.map(({ rule, from, to }) => ({
      rule: rule.name,
      from,
      to: to.includes('node_modules') ? to.replace(/^.*node_modules\//, 'node_modules/') : to,
    }));
    expect(violations.sort((a, b) => a.rule.localeCompare(b.rule))).toEqual([
      { rule: 'domain-stands-alone', from: 'packages/domain/src/index.ts', to: 'packages/ui/src/index.ts' },
      {
        rule: 'features-do-not-import-each-other',
        from: 'packages/app/src/features/customer/page.ts',
        to: 'packages/app/src/features/access/sign-in.ts',
      },
      {
        rule: 'features-do-not-import-the-app-shell',
        from: 'packages/app/src/features/customer/page.ts',
        to: 'packages/app/src/app/router.ts',
      },
      {
        rule: 'flows-know-no-react-and-no-screens',
        from: 'packages/flows/src/index.ts',
        to: expect.stringMatching(/^node_modules\/react\/index\.js$/),
      },
      // A cycle between two folders is reported on each of its imports.
      { rule: 'server-features-form-no-cycles', from: 'packages/server/src/billing', to: 'packages/server/src/events' },
      { rule: 'server-features-form-no-cycles', from: 'packages/server/src/events', to: 'packages/server/src/billing' },
      {
        rule: 'server-stands-apart-from-the-browser',
        from: 'packages/server/src/index.ts',
        to: 'packages/app/src/lib/client.ts',
      },
      { rule: 'ui-is-presentational', from: 'packages/ui/src/index.ts', to: 'packages/flows/src/index.ts' },
    ]);
    // The check the test command runs fails on them.
    expect(cruise().status).toBe(8);
  }, 60_000);

  it('leave no name exported by both ui and flows (the app imports from both)', () => {
    expect(sharedExportNames()).toEqual([]);
  }, 60_000);
});
