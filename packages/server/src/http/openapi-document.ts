/** The parts of an OpenAPI 3.1 document the server reads at run time. */

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1). */
export type SchemaObject = { [keyword: string]: unknown };

export interface ReferenceObject {
  $ref: string;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: SchemaObject;
}

export interface RequestBodyObject {
  required?: boolean;
  content?: Record<string, { schema?: SchemaObject }>;
}

/** Each entry names schemes that together satisfy it; `[]` means no credentials are needed. */
export type SecurityRequirement = Record<string, string[]>;

export interface OperationObject {
  operationId?: string;
  security?: SecurityRequirement[];
  parameters?: (ParameterObject | ReferenceObject)[];
  requestBody?: RequestBodyObject | ReferenceObject;
  responses?: Record<string, ResponseObject | ReferenceObject>;
}

export interface ResponseObject {
  content?: Record<string, { schema?: SchemaObject }>;
}

export type PathItemObject = {
  parameters?: (ParameterObject | ReferenceObject)[];
} & Partial<Record<HttpMethod, OperationObject>>;

export interface OpenApiDocument {
  openapi: string;
  security?: SecurityRequirement[];
  servers?: { url: string }[];
  paths?: Record<string, PathItemObject>;
  components?: {
    schemas?: Record<string, SchemaObject>;
    parameters?: Record<string, ParameterObject | ReferenceObject>;
    requestBodies?: Record<string, RequestBodyObject | ReferenceObject>;
  };
}

export function isReference(value: unknown): value is ReferenceObject {
  return typeof value === 'object' && value !== null && typeof (value as ReferenceObject).$ref === 'string';
}

/** Follows local `$ref`s (`#/components/…`) until it reaches an object that is not one. */
export function dereference<T>(document: OpenApiDocument, value: T | ReferenceObject): T {
  let current: unknown = value;
  for (let hops = 0; isReference(current); hops++) {
    if (hops > 32) throw new Error(`The reference ${current.$ref} loops.`);
    current = resolvePointer(document, current.$ref);
  }
  return current as T;
}

function resolvePointer(document: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are supported, not ${ref}.`);
  let node: unknown = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
    if (node === undefined) throw new Error(`The reference ${ref} points at nothing.`);
  }
  return node;
}
