import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';

export type ReceivedUpload =
  /** The one file of the form, on disk at `file` (the caller moves or removes it). */
  | { kind: 'file'; file: string; size: number }
  | { kind: 'too-large' }
  /** No file in the field `file`, a text value there, or more than one file. */
  | { kind: 'not-one-file' }
  | { kind: 'unreadable' }
  /** The client stopped sending (closed the connection) after `received` bytes. */
  | { kind: 'aborted'; received: number };

/** Resolves once the stream has closed its file, whether it finished or failed. */
const closed = (stream: WriteStream): Promise<void> =>
  stream.closed ? Promise.resolve() : new Promise((resolve) => stream.once('close', () => resolve()));

/** Where files are written while they arrive: DATA_DIR/uploads/.incoming (housekeeping clears leftovers). */
export const incomingDirIn = (uploadsDir: string) => join(uploadsDir, '.incoming');

/**
 * Streams a multipart/form-data body to a file as it arrives, so an upload costs a small buffer
 * of memory, not its size. Reading stops as soon as the file passes `maxFileBytes`.
 */
export async function receiveUpload(
  request: Request,
  { uploadsDir, maxFileBytes }: { uploadsDir: string; maxFileBytes: number },
): Promise<ReceivedUpload> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!request.body) return { kind: 'unreadable' };
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // busboy reports 'limit' on reaching fileSize: one byte more than allowed means too large.
      limits: { files: 1, fileSize: maxFileBytes + 1, fields: 20, fieldSize: 16 * 1024, parts: 21, headerPairs: 20 },
    });
  } catch {
    // No or a malformed boundary.
    return { kind: 'unreadable' };
  }

  const incoming = incomingDirIn(uploadsDir);
  await mkdir(incoming, { recursive: true });
  const file = join(incoming, `${randomUUID()}.part`);
  const stop = new AbortController();
  let received = 0;
  let tooLarge = false;
  let notOneFile = false;
  let fileSize = 0;
  let output: WriteStream | undefined;
  let writing: Promise<void> | undefined;

  parser.on('file', (name, stream) => {
    if (name !== 'file' || writing) {
      notOneFile = true;
      stream.resume();
      return;
    }
    stream.on('data', (chunk: Buffer) => {
      fileSize += chunk.length;
    });
    stream.once('limit', () => {
      tooLarge = true;
      // After busboy's own bookkeeping for the limit: stopping inside its callback breaks it.
      setImmediate(() => stop.abort());
    });
    // `flush`: the bytes are on disk before the file is recorded as stored.
    output = createWriteStream(file, { flags: 'wx', flush: true });
    writing = pipeline(stream, output);
  });
  parser.on('field', (name) => {
    if (name === 'file') notOneFile = true;
  });
  parser.on('filesLimit', () => {
    notOneFile = true;
  });

  const body = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
  body.on('data', (chunk: Buffer) => {
    received += chunk.length;
  });
  const outcome = await pipeline(body, parser, { signal: stop.signal }).then(
    async (): Promise<ReceivedUpload | undefined> => {
      await writing;
      return undefined;
    },
    (): ReceivedUpload => {
      if (tooLarge) return { kind: 'too-large' };
      return request.signal.aborted ? { kind: 'aborted', received } : { kind: 'unreadable' };
    },
  );
  const result: ReceivedUpload =
    outcome ??
    (tooLarge
      ? { kind: 'too-large' }
      : notOneFile || !writing
        ? { kind: 'not-one-file' }
        : { kind: 'file', file, size: fileSize });
  if (result.kind !== 'file') {
    await writing?.catch(() => undefined);
    // A write stream destroyed while its file is still being opened creates the file afterwards:
    // removing it before the stream has closed left the part of an abandoned upload behind.
    if (output) await closed(output);
    await rm(file, { force: true });
  }
  return result;
}
