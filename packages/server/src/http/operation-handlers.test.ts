import { describe, expect, it } from 'vitest';
import { jsonBytes } from './json-bytes';
import { type OperationHandler, type OperationHandlers, runtimeReply } from './operation-handlers';

// The compile-time half of these tests is `tsc`: every `@ts-expect-error` below must be an error,
// so a handler table that stopped being typed from the contract would fail the typecheck.
const handlers: OperationHandlers<'listSubcategories' | 'raiseConcern' | 'findServices'> = {
  listSubcategories: async (_c, { params }, reply) => {
    const id: number = params.id;
    // @ts-expect-error the contract declares no such path parameter
    params.categoryId;
    // @ts-expect-error 201 is not a status listSubcategories declares
    reply(201, { status: 200, data: [] });
    // @ts-expect-error a lookup entry has no `label`
    reply(200, { status: 200, data: [{ id, name: 'Specialists', label: 'x' }] });
    // @ts-expect-error the 200 body is the lookup envelope, not the Error shape
    reply.error(200, 'Not an error.');
    return reply(200, { status: 200, data: [{ id, name: 'Specialists' }] });
  },
  raiseConcern: async (_c, { body }, reply) => {
    const title: string = body.title;
    // @ts-expect-error RaiseConcernRequest has no `severity`
    body.severity;
    return reply.error(400, title ? 'Unexpected' : 'Please fill in all fields');
  },
  findServices: async (_c, _input, reply) => {
    // @ts-expect-error bytes must encode the declared response body
    reply.json(200, jsonBytes({ status: 200, providers: [] }));
    return reply.json(
      200,
      jsonBytes({ status: 200 as const, data: [], next_cursor: null, total: { count: 0, exact: true }, origin: null }),
    );
  },
};

// @ts-expect-error a handler answers only through reply, never with an object of its own
const bare: OperationHandler<'getHealth'> = async () => ({ status: 200, body: { status: 200, data: { ok: true } } });

describe('typed operation handlers', () => {
  it('answer through the one reply, as the router sends it', async () => {
    const context = {} as Parameters<typeof handlers.listSubcategories>[0];
    const input = { params: { id: 2 }, query: {}, body: undefined };
    expect(await handlers.listSubcategories(context, input, runtimeReply as never)).toEqual({
      status: 200,
      body: { status: 200, data: [{ id: 2, name: 'Specialists' }] },
    });
    const concern = { user_id: 'u', title: '', description: 'd', priority: 'low' as const };
    expect(
      await handlers.raiseConcern(context, { params: {}, query: {}, body: concern }, runtimeReply as never),
    ).toEqual({ status: 400, body: { status: 400, message: 'Please fill in all fields' } });
    expect(bare).toBeTypeOf('function');
  });
});
