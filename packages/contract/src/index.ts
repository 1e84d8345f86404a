// The API v1 contract as TypeScript types, generated from openapi/api-v1.yaml by
// `npm run openapi:types` (api-v1.d.ts is never edited by hand). Types only: the app's client and
// the server's handlers both import them, and nothing of this package exists at run time.
export type { components, operations, paths } from './api-v1';
