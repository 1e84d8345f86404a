import { buffer } from 'node:stream/consumers';
import { fromBufferPromise } from 'yauzl';

/** A ZIP's files by name, read whole: what a person finds when they open a download. */
export async function readZip(bytes: Uint8Array): Promise<Map<string, Buffer>> {
  const zip = await fromBufferPromise(Buffer.from(bytes));
  const files = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    files.set(entry.fileName, await buffer(await zip.openReadStreamPromise(entry)));
  }
  return files;
}
