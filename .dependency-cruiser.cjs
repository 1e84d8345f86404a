// The import boundaries of ../shared/ARCHITECTURE.md, checked by `npm run lint:boundaries` and in
// `npm test`. scripts/boundaries.test.mjs plants one violation of each rule to prove it fires.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-stands-alone',
      comment: 'packages/domain is the shared vocabulary: it imports nothing but itself (its tests use vitest).',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { pathNot: ['^packages/domain/', 'node_modules/vitest/'] },
    },
    {
      name: 'ui-is-presentational',
      comment: 'ui takes view models and callbacks: it imports neither flows, app nor server.',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: { path: '^packages/(flows|app|server)/' },
    },
    {
      name: 'flows-know-no-react-and-no-screens',
      comment: 'flows are machines and pure rules: no React, no ui, no app, no server.',
      severity: 'error',
      from: { path: '^packages/flows/' },
      to: { path: ['^packages/(ui|app|server)/', 'node_modules/(react|react-dom|@xstate/react)/'] },
    },
    {
      name: 'server-stands-apart-from-the-browser',
      comment: 'the server shares only the domain (and the contract) with the browser packages.',
      severity: 'error',
      from: { path: '^packages/server/' },
      to: { path: '^packages/(app|ui|flows)/' },
    },
    {
      name: 'features-do-not-import-the-app-shell',
      comment: 'app/src/app (router, providers) imports features, never the other way round.',
      severity: 'error',
      from: { path: '^packages/app/src/features/' },
      to: { path: '^packages/app/src/app/' },
    },
    {
      name: 'features-do-not-import-each-other',
      comment: 'what two features share lives in src/components, src/lib or src/config.',
      severity: 'error',
      from: { path: '^packages/app/src/features/([^/]+)/' },
      to: { path: '^packages/app/src/features/', pathNot: '^packages/app/src/features/$1/' },
    },
    {
      name: 'server-features-form-no-cycles',
      comment:
        'a server feature folder may use another only if that one does not use it back, even through others: ' +
        'what two features both need moves down into a lower folder or packages/domain (docs/code-structure.md).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^packages/server/src/[^/]+' },
      to: { path: '^packages/server/src/[^/]+', circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The server's tests and their helpers (src/testing) reach into every feature by design, so they
    // would close every feature into one cycle; the cycle rule is about the product code.
    exclude: {
      path: ['/dist/', '/storybook-static/', '\\.d\\.ts$', '^packages/server/src/(testing/|.*\\.test\\.ts$)'],
    },
    // Type-only imports cross boundaries too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
