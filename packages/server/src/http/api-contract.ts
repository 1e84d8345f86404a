import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { HTTP_METHODS, type HttpMethod, type OpenApiDocument, type SecurityRequirement } from './openapi-document';
import { compileOperationValidator, type OperationValidator } from './request-validation';
import { createSchemaCompiler } from './schema-compiler';

export interface ApiOperation {
  operationId: string;
  method: HttpMethod;
  /** The path as the contract writes it, e.g. `/subcategories/{id}`. */
  path: string;
  /** The operation's `security` (or the document's) asks for a bearer token. */
  requiresBearer: boolean;
  validator: OperationValidator;
}

export type OperationMatch =
  | { kind: 'found'; operation: ApiOperation; pathParams: Record<string, string> }
  | { kind: 'wrong-method'; allowed: HttpMethod[] }
  | { kind: 'not-found' };

export interface ApiContract {
  document: OpenApiDocument;
  /** Where the API is mounted: the path of the contract's first server URL, e.g. `/api/v1`. */
  basePath: string;
  operations: readonly ApiOperation[];
  /** Finds the operation for a method and a path relative to the API root (`/subcategories/3`). */
  match(method: string, path: string): OperationMatch;
}

interface PathEntry {
  pattern: RegExp;
  paramNames: string[];
  operations: Map<HttpMethod, ApiOperation>;
}

const contracts = new Map<string, ApiContract>();

/** Reads and compiles the contract once per file per process (every test app shares it). */
export function loadApiContract(file: string): ApiContract {
  let contract = contracts.get(file);
  if (!contract) {
    contract = compileContract(parse(readFileSync(file, 'utf8')) as OpenApiDocument, file);
    contracts.set(file, contract);
  }
  return contract;
}

export function compileContract(document: OpenApiDocument, source = 'the API contract'): ApiContract {
  const compileSchema = createSchemaCompiler(document);
  const entries: PathEntry[] = [];
  const operations: ApiOperation[] = [];

  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    const { pattern, paramNames } = pathPattern(path);
    const entry: PathEntry = { pattern, paramNames, operations: new Map() };
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      if (!operation.operationId) throw new Error(`${method.toUpperCase()} ${path} in ${source} has no operationId.`);
      const compiled: ApiOperation = {
        operationId: operation.operationId,
        method,
        path,
        requiresBearer: requiresBearer(operation.security ?? document.security ?? []),
        validator: compileOperationValidator(document, compileSchema, pathItem, operation),
      };
      entry.operations.set(method, compiled);
      operations.push(compiled);
    }
    entries.push(entry);
  }
  // OpenAPI: a concrete path wins over a templated one that also matches (`/users/me` before `/users/{id}`).
  entries.sort((a, b) => a.paramNames.length - b.paramNames.length);

  return {
    document,
    basePath: basePath(document, source),
    operations,
    match(method, path) {
      const wanted = method.toLowerCase();
      for (const entry of entries) {
        const found = entry.pattern.exec(path);
        if (!found) continue;
        // HEAD is answered by GET, as HTTP allows.
        const operation =
          entry.operations.get(wanted as HttpMethod) ?? (wanted === 'head' ? entry.operations.get('get') : undefined);
        if (!operation) return { kind: 'wrong-method', allowed: [...entry.operations.keys()] };
        const pathParams: Record<string, string> = {};
        entry.paramNames.forEach((name, index) => {
          pathParams[name] = found[index + 1] ?? '';
        });
        return { kind: 'found', operation, pathParams };
      }
      return { kind: 'not-found' };
    },
  };
}

/**
 * True when every alternative asks for `bearerAuth`. The other scheme, `registrationToken`, is
 * checked by its handlers (it opens one registration, not a session).
 */
function requiresBearer(security: SecurityRequirement[]): boolean {
  return security.length > 0 && security.every((requirement) => 'bearerAuth' in requirement);
}

function pathPattern(path: string): { pattern: RegExp; paramNames: string[] } {
  const paramNames: string[] = [];
  const source = path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const param = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (param) {
        paramNames.push(param);
        return '([^/]+)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`), paramNames };
}

function basePath(document: OpenApiDocument, source: string): string {
  const url = document.servers?.[0]?.url ?? '';
  // The API is served on the app's own origin, so the contract names a path, not a host.
  if (url && !url.startsWith('/')) throw new Error(`The first server URL of ${source} must be a path such as /api/v1.`);
  return url.replace(/\/+$/, '');
}
