import { loadConfig } from '../config';
import { loadApiContract } from '../http/api-contract';
import { dereference, HTTP_METHODS, type ResponseObject } from '../http/openapi-document';
import { createSchemaCompiler, type SchemaCompiler } from '../http/schema-compiler';

let compiler: SchemaCompiler | undefined;

/**
 * Throws unless `body` matches what openapi/api-v1.yaml documents for this operation and
 * status, so the tests keep the handlers and the contract from drifting apart.
 */
export function expectContractResponse(operationId: string, status: number, body: unknown): void {
  const { document } = loadApiContract(loadConfig().openapiFile);
  compiler ??= createSchemaCompiler(document);

  const operation = Object.values(document.paths ?? {})
    .flatMap((pathItem) => HTTP_METHODS.map((method) => pathItem[method]))
    .find((op) => op?.operationId === operationId);
  if (!operation) throw new Error(`The contract has no operation ${operationId}.`);

  const declared = operation.responses?.[String(status)];
  if (!declared) throw new Error(`The contract does not document status ${status} for ${operationId}.`);
  const schema = dereference<ResponseObject>(document, declared).content?.['application/json']?.schema;
  if (!schema) throw new Error(`The contract documents no JSON body for ${operationId} ${status}.`);

  const validate = compiler(schema);
  if (!validate(body)) {
    throw new Error(
      `${operationId} ${status} does not match the contract: ${JSON.stringify(validate.errors)}\n${JSON.stringify(body)}`,
    );
  }
}
