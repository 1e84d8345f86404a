import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { OpenApiDocument, SchemaObject } from './openapi-document';

export type SchemaCompiler = (schema: SchemaObject) => ValidateFunction;

// Component schemas are registered under this id; local refs in the contract are rewritten to it.
const COMPONENTS_ID = 'https://injury-assist.invalid/api-v1/components';
const LOCAL_SCHEMA_REF = '#/components/schemas/';

/** OpenAPI's own keywords, which are annotations for validation. */
const OPENAPI_KEYWORDS = ['example', 'discriminator', 'xml', 'externalDocs'];

/** An Ajv (JSON Schema 2020-12) compiler that understands the document's component schemas. */
export function createSchemaCompiler(document: OpenApiDocument): SchemaCompiler {
  const ajv = new Ajv2020({ allErrors: false, useDefaults: true, strict: true, strictTypes: false });
  addFormats(ajv);
  ajv.addVocabulary(OPENAPI_KEYWORDS);
  // OpenAPI data formats: the ranges are checked; the others only name an encoding.
  ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && Math.abs(n) <= 2 ** 31 });
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  for (const format of ['float', 'double']) ajv.addFormat(format, { type: 'number', validate: () => true });
  for (const format of ['password', 'binary', 'byte']) ajv.addFormat(format, true);
  // PostgreSQL has no year 0 (and 4 digits are all a person means): a date or date-time that
  // passes is one the database can store, so year 0000 answers 400 rather than failing in SQL.
  for (const format of ['date', 'date-time'] as const) {
    const { validate } = fullFormats[format] as { validate: (text: string) => boolean };
    ajv.addFormat(format, { type: 'string', validate: (text: string) => validate(text) && !text.startsWith('0000') });
  }

  ajv.addSchema({ $id: COMPONENTS_ID, $defs: rewriteRefs(document.components?.schemas ?? {}) });
  return (schema) => ajv.compile(rewriteRefs(schema) as SchemaObject);
}

function rewriteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (typeof node !== 'object' || node === null) return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    copy[key] =
      key === '$ref' && typeof value === 'string' && value.startsWith(LOCAL_SCHEMA_REF)
        ? `${COMPONENTS_ID}#/$defs/${value.slice(LOCAL_SCHEMA_REF.length)}`
        : rewriteRefs(value);
  }
  return copy;
}
