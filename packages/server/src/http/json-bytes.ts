declare const encodes: unique symbol;

/**
 * JSON text in UTF-8 that encodes a `T`. The type parameter is carried for the compiler only, so
 * bytes serialised ahead of time (a cached answer) are still checked against the response the
 * contract declares.
 */
export type JsonBytes<T> = Uint8Array<ArrayBuffer> & { readonly [encodes]: T };

/** `value` as JSON bytes. */
export function jsonBytes<T>(value: T): JsonBytes<T> {
  return Buffer.from(JSON.stringify(value)) as Uint8Array<ArrayBuffer> as JsonBytes<T>;
}
