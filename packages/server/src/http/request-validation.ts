import type { ValidateFunction } from 'ajv';
import { hasControlCharacter, jsonBodyMessage } from './control-characters';
import {
  dereference,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type PathItemObject,
  type RequestBodyObject,
  type SchemaObject,
} from './openapi-document';
import type { SchemaCompiler } from './schema-compiler';
import { bodyMessage, parameterMessage } from './validation-messages';

/** What a handler receives: the request's parameters and body, checked against the contract and typed by it. */
export interface OperationInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  /** The parsed JSON body; undefined when there is none or it is not JSON (e.g. a file upload). */
  body: unknown;
}

export interface RawRequest {
  pathParams: Record<string, string>;
  query: URLSearchParams;
  contentType: string | undefined;
  text(): Promise<string>;
}

export type ValidationResult = { ok: true; input: OperationInput } | { ok: false; message: string };

export interface OperationValidator {
  validate(request: RawRequest): Promise<ValidationResult>;
}

interface CompiledParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  type: string | undefined;
  itemType: string | undefined;
  validate: ValidateFunction;
}

interface CompiledBody {
  required: boolean;
  mediaTypes: string[];
  validateJson: ValidateFunction | undefined;
}

export function compileOperationValidator(
  document: OpenApiDocument,
  compileSchema: SchemaCompiler,
  pathItem: PathItemObject,
  operation: OperationObject,
): OperationValidator {
  const parameters = compileParameters(document, compileSchema, pathItem, operation);
  const body = compileBody(document, compileSchema, operation);

  return {
    async validate(request) {
      const input: OperationInput = { params: {}, query: {}, body: undefined };
      for (const parameter of parameters) {
        const raw =
          parameter.in === 'path'
            ? decodePathSegment(request.pathParams[parameter.name])
            : queryValue(request.query, parameter);
        if (raw === invalidEncoding) return fail(`The path parameter ${parameter.name} is not correctly encoded.`);
        if (raw === repeated) return fail(`The query parameter ${parameter.name} must be given once.`);
        if (raw === undefined) {
          if (parameter.required) return fail(`The ${parameter.in} parameter ${parameter.name} is required.`);
          continue;
        }
        if ((Array.isArray(raw) ? raw : [raw]).some(hasControlCharacter)) {
          return fail(`The ${parameter.in} parameter ${parameter.name} must not contain control characters.`);
        }
        const value = coerce(raw, parameter);
        if (!parameter.validate(value)) {
          const [error] = parameter.validate.errors ?? [];
          return fail(
            error
              ? parameterMessage(parameter.in, parameter.name, error)
              : `The ${parameter.in} parameter ${parameter.name} is not valid.`,
          );
        }
        (parameter.in === 'path' ? input.params : input.query)[parameter.name] = value;
      }

      if (body) {
        const result = await readBody(body, request);
        if (!result.ok) return result;
        input.body = result.body;
      }
      return { ok: true, input };
    },
  };
}

const fail = (message: string): ValidationResult => ({ ok: false, message });

function compileParameters(
  document: OpenApiDocument,
  compileSchema: SchemaCompiler,
  pathItem: PathItemObject,
  operation: OperationObject,
): CompiledParameter[] {
  // Operation-level parameters override path-level ones with the same name and location.
  const byKey = new Map<string, ParameterObject>();
  for (const declared of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
    const parameter = dereference<ParameterObject>(document, declared);
    byKey.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  const compiled: CompiledParameter[] = [];
  for (const parameter of byKey.values()) {
    // Headers and cookies carry credentials, which the auth layer checks, not this one.
    if (parameter.in !== 'path' && parameter.in !== 'query') continue;
    const schema = parameter.schema ?? {};
    const type = schemaType(document, schema);
    const items = type === 'array' ? dereference<SchemaObject>(document, schema).items : undefined;
    compiled.push({
      name: parameter.name,
      in: parameter.in,
      required: parameter.in === 'path' || parameter.required === true,
      type,
      itemType: items ? schemaType(document, items as SchemaObject) : undefined,
      validate: compileSchema(schema),
    });
  }
  return compiled;
}

function compileBody(
  document: OpenApiDocument,
  compileSchema: SchemaCompiler,
  operation: OperationObject,
): CompiledBody | undefined {
  if (!operation.requestBody) return undefined;
  const requestBody = dereference<RequestBodyObject>(document, operation.requestBody);
  const content = requestBody.content ?? {};
  const jsonType = Object.keys(content).find(isJsonMediaType);
  const jsonSchema = jsonType ? content[jsonType]?.schema : undefined;
  return {
    required: requestBody.required === true,
    mediaTypes: Object.keys(content),
    validateJson: jsonType ? compileSchema(jsonSchema ?? {}) : undefined,
  };
}

function isJsonMediaType(mediaType: string): boolean {
  return mediaType === 'application/json' || /^application\/[^;]+\+json$/.test(mediaType);
}

type BodyResult = { ok: true; body: unknown } | { ok: false; message: string };

async function readBody(body: CompiledBody, request: RawRequest): Promise<BodyResult> {
  const mediaType = request.contentType?.split(';')[0]?.trim().toLowerCase() || undefined;
  const expected = body.mediaTypes.join(' or ');

  if (mediaType && isJsonMediaType(mediaType) && body.validateJson) {
    const text = await request.text();
    if (text.trim() === '') {
      return body.required ? { ok: false, message: 'The request body is required.' } : { ok: true, body: undefined };
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { ok: false, message: 'The request body is not valid JSON.' };
    }
    const refused = jsonBodyMessage(parsed);
    if (refused !== undefined) return { ok: false, message: refused };
    if (!body.validateJson(parsed)) {
      const [error] = body.validateJson.errors ?? [];
      return { ok: false, message: error ? bodyMessage(error) : 'The request body is not valid.' };
    }
    return { ok: true, body: parsed };
  }
  // Form and file uploads are declared in the contract but parsed by their handler.
  if (mediaType && body.mediaTypes.includes(mediaType)) return { ok: true, body: undefined };
  if (mediaType) return { ok: false, message: `The request body must be sent as ${expected}.` };

  const text = await request.text();
  if (text !== '') return { ok: false, message: `The request body must be sent as ${expected}.` };
  return body.required ? { ok: false, message: 'The request body is required.' } : { ok: true, body: undefined };
}

const invalidEncoding = Symbol('invalid encoding');
const repeated = Symbol('repeated');

function decodePathSegment(segment: string | undefined): string | typeof invalidEncoding | undefined {
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return invalidEncoding;
  }
}

function queryValue(
  query: URLSearchParams,
  parameter: CompiledParameter,
): string | string[] | typeof repeated | undefined {
  const values = query.getAll(parameter.name);
  if (values.length === 0) return undefined;
  if (parameter.type === 'array') return values;
  return values.length === 1 ? values[0] : repeated;
}

/**
 * Parameters arrive as text; turn the ones the schema types as numbers or booleans into them.
 * Text that does not look like one is left as it is, so the schema reports the real problem.
 */
function coerce(raw: string | string[], parameter: CompiledParameter): unknown {
  if (Array.isArray(raw)) return raw.map((item) => coerceScalar(item, parameter.itemType));
  return coerceScalar(raw, parameter.type);
}

function coerceScalar(raw: string, type: string | undefined): unknown {
  switch (type) {
    case 'integer':
      return /^-?\d+$/.test(raw) ? Number(raw) : raw;
    case 'number':
      return /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(raw) ? Number(raw) : raw;
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : raw;
    default:
      return raw;
  }
}

/** The schema's type, following `$ref`s; the first non-null type of a type list. */
function schemaType(document: OpenApiDocument, schema: SchemaObject): string | undefined {
  const resolved = dereference<SchemaObject>(document, schema);
  const { type } = resolved;
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) return type.find((t): t is string => typeof t === 'string' && t !== 'null');
  return undefined;
}
