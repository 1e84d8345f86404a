// Generates the API types (packages/contract) from openapi/api-v1.yaml. With --check, fails when the
// committed file differs from what the contract generates (the file is never hand-edited).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contract = path.join(root, 'openapi/api-v1.yaml');
const target = path.join(root, 'packages/contract/src/api-v1.d.ts');
const header = '// Generated from openapi/api-v1.yaml by `npm run openapi:types`. Do not edit.\n\n';

const generated = header + astToString(await openapiTS(pathToFileURL(contract)));

if (process.argv.includes('--check')) {
  const current = await readFile(target, 'utf8').catch(() => '');
  if (current !== generated) {
    console.error(`${path.relative(root, target)} is stale: run \`npm run openapi:types\` and commit the result.`);
    process.exit(1);
  }
  console.log('API types are up to date with openapi/api-v1.yaml.');
} else {
  await writeFile(target, generated);
  console.log(`Wrote ${path.relative(root, target)}.`);
}
