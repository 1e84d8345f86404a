import type { ErrorObject } from 'ajv';

/**
 * Turns Ajv's first error into a sentence naming the bad field, e.g.
 * "The path parameter id must be an integer." or
 * "The field locations[0].zipCode must not be empty."
 */
export function parameterMessage(location: string, name: string, error: ErrorObject): string {
  return `The ${location} parameter ${name} ${problem(error)}.`;
}

export function bodyMessage(error: ErrorObject): string {
  const field = fieldName(error.instancePath);
  const subject = field ? `The field ${field}` : 'The request body';
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${subject} is missing the required field ${String(params.missingProperty)}.`;
    case 'additionalProperties':
      return `${subject} has an unknown field ${String(params.additionalProperty)}.`;
    default:
      return `${subject} ${problem(error)}.`;
  }
}

/** For a control character at `pointer` (a JSON pointer into the body, '' for the body itself). */
export function controlCharacterMessage(pointer: string): string {
  const field = fieldName(pointer);
  return `${field ? `The field ${field}` : 'The request body'} must not contain control characters.`;
}

/** `/locations/0/zipCode` → `locations[0].zipCode` */
function fieldName(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce((name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part), '');
}

function problem(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const limit = String(params.limit);
  switch (error.keyword) {
    case 'type':
      return `must be ${typeWords(params.type)}`;
    case 'minimum':
      return `must be at least ${limit}`;
    case 'maximum':
      return `must be at most ${limit}`;
    case 'exclusiveMinimum':
      return `must be greater than ${limit}`;
    case 'exclusiveMaximum':
      return `must be less than ${limit}`;
    case 'multipleOf':
      return `must be a multiple of ${String(params.multipleOf)}`;
    case 'minLength':
      return params.limit === 1 ? 'must not be empty' : `must be at least ${limit} characters long`;
    case 'maxLength':
      return `must be at most ${limit} characters long`;
    case 'minItems':
      return `must have at least ${limit} ${params.limit === 1 ? 'item' : 'items'}`;
    case 'maxItems':
      return `must have at most ${limit} ${params.limit === 1 ? 'item' : 'items'}`;
    case 'uniqueItems':
      return 'must not repeat an item';
    case 'enum':
      return `must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}`;
    case 'format':
      return `must be ${formatWords(String(params.format))}`;
    case 'pattern':
      return 'is not in the expected format';
    default:
      return error.message ?? 'is not valid';
  }
}

const TYPE_WORDS: Record<string, string> = {
  integer: 'an integer',
  number: 'a number',
  string: 'a string',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
};

function typeWords(type: unknown): string {
  const types = String(type).split(',');
  return types.map((t) => TYPE_WORDS[t] ?? t).join(' or ');
}

const FORMAT_WORDS: Record<string, string> = {
  email: 'a valid email address',
  date: 'a date (YYYY-MM-DD)',
  'date-time': 'a date and time (ISO 8601)',
  time: 'a time (HH:MM:SS)',
  uuid: 'a UUID',
  uri: 'a URL',
  int32: 'a 32-bit integer',
};

function formatWords(format: string): string {
  return FORMAT_WORDS[format] ?? `in the ${format} format`;
}
