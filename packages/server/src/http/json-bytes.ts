declare const encodes: unique symbol;

/**
 * JSON text in UTF-8 that encodes a `T`. The type parameter is carried for the compiler only, so
 * bytes serialised ahead of time (a cached answer) are still checked against the response the
 * contract declares.
 */
export type JsonBytes<T> = Uint8Array<ArrayBuffer> & { readonly [encodes]: T };

/** `value` as JSON bytes. */
export function jsonBytes<T>(value: T): JsonBytes<T> {
  return vouchedJsonBytes<T>(JSON.stringify(value));
}

/** JSON text that its maker, not JSON.stringify, guarantees to encode a `T` (and tests so). */
export function vouchedJsonBytes<T>(json: string): JsonBytes<T> {
  const bytes: Uint8Array<ArrayBuffer> = Buffer.from(json);
  return bytes as JsonBytes<T>;
}
