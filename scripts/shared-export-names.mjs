// The names both packages/ui and packages/flows export. The app imports from both, so a name in
// each is one the reader has to tell apart by its package (issue 23 asks for none). Run it:
// `node scripts/shared-export-names.mjs`; scripts/boundaries.test.mjs expects an empty list.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ui = 'packages/ui/src/index.ts';
// flows has one entry point per feature (its package.json "exports"); a name in any of them counts.
const flowsEntries = Object.values(
  JSON.parse(readFileSync(path.join(root, 'packages/flows/package.json'), 'utf8')).exports,
).map((entry) => path.posix.join('packages/flows', entry));

export function sharedExportNames() {
  const files = [ui, ...flowsEntries].map((entry) => path.join(root, entry));
  // Only the export lists are read: no type checking, no output.
  const program = ts.createProgram(files, {
    noEmit: true,
    allowJs: false,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  const [uiNames, ...flowsNames] = files.map((file) => {
    const source = program.getSourceFile(file);
    const symbol = source && checker.getSymbolAtLocation(source);
    if (!symbol) throw new Error(`Cannot read the exports of ${file}.`);
    return new Set(checker.getExportsOfModule(symbol).map((exported) => exported.name));
  });
  return [...uiNames].filter((name) => flowsNames.some((names) => names.has(name))).sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const shared = sharedExportNames();
  console.log(shared.length === 0 ? 'ui and flows export no name in common.' : shared.join('\n'));
  process.exitCode = shared.length === 0 ? 0 : 1;
}
