import type { components, operations } from '@injury-assist/contract';
import type { Context } from 'hono';
import type { JsonBytes } from './json-bytes';

/** The operationIds of openapi/api-v1.yaml. */
export type OperationId = keyof operations;

type Operation<Id extends OperationId> = operations[Id];

/** What a part of the request is when the operation declares none: nothing to read. */
type Declared<T> = [Exclude<T, undefined>] extends [never] ? Record<string, never> : Exclude<T, undefined>;

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

type RequestBody<Id extends OperationId> = NonNullable<Operation<Id>['requestBody']>;
/** The JSON body, or undefined when the operation takes none or takes another type (a file upload). */
type Body<Id extends OperationId> =
  | ([JsonContent<RequestBody<Id>>] extends [never] ? undefined : JsonContent<RequestBody<Id>>)
  | (Record<string, never> extends Pick<Operation<Id>, 'requestBody'> ? undefined : never);

/**
 * A request as its handler receives it: checked against the contract at run time (ajv, in
 * request-validation.ts) and typed from the same file here, so reading a field the contract
 * does not declare fails `tsc`.
 */
export interface OperationInput<Id extends OperationId> {
  params: Declared<Operation<Id>['parameters']['path']>;
  query: Declared<Operation<Id>['parameters']['query']>;
  body: Body<Id>;
}

type Responses<Id extends OperationId> = Operation<Id>['responses'];
/** The HTTP statuses the operation declares. */
export type Status<Id extends OperationId> = Extract<keyof Responses<Id>, number>;
/** The JSON body the operation declares for `status`. */
export type ResponseBody<Id extends OperationId, S extends Status<Id>> = JsonContent<Responses<Id>[S]>;

type ErrorBody = components['schemas']['Error'];
/** The statuses whose declared body is the `Error` shape. */
type ErrorStatus<Id extends OperationId> = {
  [S in Status<Id>]: ErrorBody extends ResponseBody<Id, S> ? S : never;
}[Status<Id>];

/** What the router sends: a body to serialise, JSON bytes already serialised, or a file streamed as it is made. */
export type AnswerContent =
  | { status: number; body: unknown }
  | { status: number; json: Uint8Array<ArrayBuffer> }
  | { status: number; stream: ReadableStream<Uint8Array>; headers: Record<string, string> };

declare const answerOf: unique symbol;
/**
 * A handler's answer. Only `Reply` makes one, so every answer went through a call that checked
 * its status and body against the operation's declared responses.
 */
export type Answer<Id extends OperationId> = AnswerContent & { readonly [answerOf]: Id };

/** How a handler answers: a declared status with its declared body (extra fields fail `tsc` too). */
export interface Reply<Id extends OperationId> {
  <S extends Status<Id>>(status: S, body: ResponseBody<Id, S>): Answer<Id>;
  /** `{ status, message }` with a status whose declared body is the Error shape. */
  error<S extends ErrorStatus<Id>>(status: S, message: string): Answer<Id>;
  /** A body serialised ahead (the search cache keeps bytes), typed by what it encodes. */
  json<S extends Status<Id>>(status: S, json: JsonBytes<ResponseBody<Id, S>>): Answer<Id>;
  /** A file the operation declares in another type than JSON (a ZIP), with its Content-Type and name. */
  stream<S extends Status<Id>>(
    status: S,
    stream: ReadableStream<Uint8Array>,
    headers: Record<string, string>,
  ): Answer<Id>;
}

export type OperationHandler<Id extends OperationId> = (
  c: Context,
  input: OperationInput<Id>,
  reply: Reply<Id>,
) => Answer<Id> | Promise<Answer<Id>>;

/** Handlers keyed by operationId; createApp's table must hold one for every operation. */
export type OperationHandlers<Id extends OperationId = OperationId> = { [K in Id]: OperationHandler<K> };

/** A handler as the router calls it, once the operation is known only at run time. */
export type RuntimeHandler = (
  c: Context,
  input: unknown,
  reply: typeof runtimeReply,
) => AnswerContent | Promise<AnswerContent>;

/** Handlers by operationId, as the router looks them up. */
export type RuntimeHandlers = Partial<Record<string, RuntimeHandler>>;

/**
 * The complete, typed table as the router reads it. Each handler's input is typed from the
 * generated contract types and checked at run time by ajv against the same YAML they were
 * generated from; the router knows an operation only by its id, so the table is read untyped.
 */
export function runtimeHandlers(handlers: OperationHandlers): RuntimeHandlers {
  return handlers as unknown as RuntimeHandlers;
}

/**
 * The one Reply every handler gets. Its checks are all at compile time, in the Reply type; at run
 * time every operation's reply makes the same plain object.
 */
export const runtimeReply = Object.assign((status: number, body: unknown): AnswerContent => ({ status, body }), {
  error: (status: number, message: string): AnswerContent => ({ status, body: { status, message } }),
  json: (status: number, json: Uint8Array<ArrayBuffer>): AnswerContent => ({ status, json }),
  stream: (status: number, stream: ReadableStream<Uint8Array>, headers: Record<string, string>): AnswerContent => ({
    status,
    stream,
    headers,
  }),
});
