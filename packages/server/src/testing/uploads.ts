import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';

/** A fresh DATA_DIR for a suite that uploads, so tests never write into the repository's .data. */
export const tempDataDir = () => mkdtempSync(join(tmpdir(), 'ia-uploads-'));

/** POSTs one file to /api/v1/file_upload as a browser form would. */
export function uploadFile(
  app: Hono,
  file: { bytes: Uint8Array; name: string; type: string },
  { token, field = 'file', headers = {} }: { token?: string; field?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const form = new FormData();
  form.append(field, new File([file.bytes], file.name, { type: file.type }));
  return Promise.resolve(
    app.request('/api/v1/file_upload', {
      method: 'POST',
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: form,
    }),
  );
}
