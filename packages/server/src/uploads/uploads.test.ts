import { readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { expectContractResponse } from '../testing/contract-response';
import { describeEachDriver } from '../testing/describe-each-driver';
import { eventually } from '../testing/eventually';
import { listen } from '../testing/listen';
import { accessTokenFor } from '../testing/sign-in';
import { jpegImage, PNG_SIGNATURE, pngImage } from '../testing/test-images';
import { createTestUser } from '../testing/test-users';
import { tempDataDir, uploadFile } from '../testing/uploads';

const INVALID_TYPE = { status: 400, message: 'Invalid file type. Only PNG, JPG, or JPEG allowed.' };
const TOO_LARGE = { status: 413, message: 'File size must be 5MB or less.' };
const TOO_MANY_PIXELS = { status: 400, message: 'Image resolution must be max 1536x768 pixels.' };
const INVALID_IMAGE = { status: 400, message: 'Invalid image file.' };
const MB = 1024 * 1024;

describeEachDriver('file uploads', (t) => {
  const dataDir = tempDataDir();
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const app = () => t.app({ config: { dataDir } });
  let token = '';
  let userId = '';
  const signIn = async () => {
    if (!token) {
      userId = (await createTestUser(t.db)).id;
      token = await accessTokenFor(t.db, userId);
    }
    return token;
  };
  const upload = async (bytes: Uint8Array, name = 'picture.png', type = 'image/png') =>
    uploadFile(app(), { bytes, name, type }, { token: await signIn() });
  const refusal = async (response: Response, expected: { status: number; message: string }) => {
    const body = await response.json();
    expect(response.status).toBe(expected.status);
    expect(body).toEqual(expected);
    expectContractResponse('uploadFile', expected.status, body);
  };
  const recorded = async (path: string) => {
    const [row] = await t.db.query<{
      owner_id: string;
      content_type: string;
      size: number;
      width: number;
      height: number;
    }>('select owner_id, content_type, size, width, height from uploads where path = $1', [path]);
    return row;
  };

  it('stores a PNG under a random name, records it and serves it with its type, nosniff and a long cache', async () => {
    const png = pngImage(640, 480);
    const response = await upload(png);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: number; file: string };
    expectContractResponse('uploadFile', 200, body);
    expect(body.file).toMatch(/^\/uploads\/[a-f0-9-]{36}\.png$/);
    expect(await recorded(body.file)).toEqual({
      owner_id: userId,
      content_type: 'image/png',
      size: png.length,
      width: 640,
      height: 480,
    });
    expect(readFileSync(join(dataDir, body.file))).toEqual(png);

    const served = await app().request(body.file);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);

    const head = await app().request(body.file, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/png');
  });

  it('goes by the bytes: a PNG named .txt and sent as text/plain is accepted as a PNG', async () => {
    const response = await upload(pngImage(10, 10), 'notes.txt', 'text/plain');
    expect(response.status).toBe(200);
    const { file } = (await response.json()) as { file: string };
    expect(file).toMatch(/\.png$/);
    expect((await app().request(file)).headers.get('content-type')).toBe('image/png');
  });

  it('accepts a JPEG and records its dimensions from the frame header', async () => {
    const response = await upload(jpegImage(1200, 700), 'photo.jpeg', 'image/jpeg');
    expect(response.status).toBe(200);
    const { file } = (await response.json()) as { file: string };
    expect(file).toMatch(/^\/uploads\/[a-f0-9-]+\.jpg$/);
    expect(await recorded(file)).toMatchObject({ content_type: 'image/jpeg', width: 1200, height: 700 });
    expect((await app().request(file)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('accepts exactly 1536x768 pixels and exactly 5MB', async () => {
    expect((await upload(pngImage(1536, 768))).status).toBe(200);
    // Bytes after IEND are ignored by decoders; they pad the file to the limit.
    const png = pngImage(100, 100);
    const padded = Buffer.concat([png, Buffer.alloc(5 * MB - png.length)]);
    const response = await upload(padded);
    expect(response.status).toBe(200);
    expect(await recorded(((await response.json()) as { file: string }).file)).toMatchObject({ size: 5 * MB });
  });

  it('refuses an HTML file named .png and sent as image/png', async () => {
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    await refusal(await upload(html, 'picture.png', 'image/png'), INVALID_TYPE);
    await refusal(await upload(Buffer.alloc(0), 'empty.png'), INVALID_TYPE);
  });

  it('refuses more than 5MB with 413, whether the length is declared or only counted', async () => {
    const big = Buffer.concat([pngImage(10, 10), Buffer.alloc(6 * MB)]);
    // FormData bodies carry no Content-Length here: the server counts while reading.
    await refusal(await upload(big), TOO_LARGE);
    const justOver = Buffer.concat([pngImage(10, 10), Buffer.alloc(5 * MB)]);
    await refusal(await upload(justOver), TOO_LARGE);
    const declared = await uploadFile(
      app(),
      { bytes: pngImage(10, 10), name: 'a.png', type: 'image/png' },
      { token: await signIn(), headers: { 'content-length': String(6 * MB) } },
    );
    await refusal(declared, TOO_LARGE);
  });

  it('refuses images larger than 1536x768 in either direction', async () => {
    await refusal(await upload(pngImage(2000, 1000)), TOO_MANY_PIXELS);
    await refusal(await upload(pngImage(1537, 10)), TOO_MANY_PIXELS);
    await refusal(await upload(pngImage(10, 769)), TOO_MANY_PIXELS);
    await refusal(await upload(jpegImage(1600, 600), 'a.jpg', 'image/jpeg'), TOO_MANY_PIXELS);
  });

  it('refuses PNG or JPEG bytes it cannot read as an invalid image', async () => {
    await refusal(await upload(PNG_SIGNATURE), INVALID_IMAGE);
    await refusal(await upload(pngImage(100, 100).subarray(0, 40)), INVALID_IMAGE);
    await refusal(await upload(Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 'a.jpg', 'image/jpeg'), INVALID_IMAGE);
  });

  it('wants one file in the field file, and a signed-in user', async () => {
    const missing = await uploadFile(
      app(),
      { bytes: pngImage(10, 10), name: 'a.png', type: 'image/png' },
      { token: await signIn(), field: 'picture' },
    );
    await refusal(missing, { status: 400, message: 'Send one image in the form field file.' });
    const anonymous = await uploadFile(app(), { bytes: pngImage(10, 10), name: 'a.png', type: 'image/png' });
    await refusal(anonymous, { status: 401, message: 'Unauthorized' });
    const json = await app().request('/api/v1/file_upload', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await signIn()}` },
      body: '{}',
    });
    expect(json.status).toBe(400);
  });

  it('serves only names it gave: unknown names, other extensions and path traversal are 404', async () => {
    for (const path of [
      '/uploads/00000000-0000-4000-8000-000000000000.png',
      '/uploads/abc.svg',
      '/uploads/..%2F..%2Fpackage.json',
      '/uploads/%2e%2e%2fjwt-secret',
      '/uploads/..%5Cjwt-secret',
      '/uploads/a/b.png',
    ]) {
      const response = await app().request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
    }
  });

  it('refuses a JPEG cut short or with headers and no picture', async () => {
    const whole = jpegImage(200, 100);
    await refusal(
      await upload(whole.subarray(0, Math.floor(whole.length / 2)), 'half.jpg', 'image/jpeg'),
      INVALID_IMAGE,
    );
    const headersOnly = Buffer.concat([whole.subarray(0, 2 + 18 + 19), Buffer.from([0xff, 0xd9])]);
    await refusal(await upload(headersOnly, 'empty.jpg', 'image/jpeg'), INVALID_IMAGE);
  });

  it('keeps each user within 50 MB of uploads, counting what they already store', async () => {
    const { id } = await createTestUser(t.db);
    const token = await accessTokenFor(t.db, id);
    // 49 MB on record already (as ten pictures would be), so one more small one fits and a 2 MB one does not.
    await t.db.query(
      `insert into uploads (path, owner_id, content_type, size, width, height)
       select '/uploads/' || gen_random_uuid() || '.png', $1, 'image/png', 5138022, 1, 1 from generate_series(1, 10)`,
      [id],
    );
    const send = (bytes: Buffer) => uploadFile(app(), { bytes, name: 'p.png', type: 'image/png' }, { token });
    expect((await send(pngImage(10, 10))).status).toBe(200);
    const png = pngImage(10, 10);
    const over = await send(Buffer.concat([png, Buffer.alloc(2 * MB)]));
    await refusal(over, {
      status: 409,
      message:
        'You have reached your upload limit of 50 MB. Pictures you uploaded but did not use are removed after a day.',
    });
  });

  it('lets one user upload two files at once, not more', async () => {
    const { id } = await createTestUser(t.db);
    const token = await accessTokenFor(t.db, id);
    // One server: its uploads in progress are what is counted.
    const server = app();
    /** An upload whose last bytes arrive only when released: it stays in progress until then. */
    const slowUpload = () => {
      const png = pngImage(16, 16);
      const head = Buffer.from(
        '--held\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n',
      );
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(Buffer.concat([head, png.subarray(0, 20)]));
          await released;
          controller.enqueue(Buffer.concat([png.subarray(20), Buffer.from('\r\n--held--\r\n')]));
          controller.close();
        },
      });
      const response = Promise.resolve(
        server.request('/api/v1/file_upload', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=held' },
          body,
          duplex: 'half',
        } as RequestInit),
      );
      return { response, release };
    };
    const first = slowUpload();
    const second = slowUpload();
    // Both are being read; a third is turned away at once.
    await eventually(() => expect(readdirSync(join(dataDir, 'uploads', '.incoming'))).toHaveLength(2));
    const third = await uploadFile(server, { bytes: pngImage(16, 16), name: 'p.png', type: 'image/png' }, { token });
    await refusal(third, { status: 429, message: 'You are already uploading files. Please wait for them to finish.' });
    first.release();
    second.release();
    expect((await first.response).status).toBe(200);
    expect((await second.response).status).toBe(200);
  });

  it('writes a file as it arrives and leaves nothing behind of one it refuses', async () => {
    await upload(Buffer.concat([pngImage(10, 10), Buffer.alloc(6 * MB)]));
    await upload(Buffer.from('not an image'));
    expect(readdirSync(join(dataDir, 'uploads', '.incoming'))).toEqual([]);
  });

  it('logs an upload the client abandons halfway in one line, and keeps nothing of it', async () => {
    const warn = vi.fn();
    const error = vi.fn();
    const bearer = await signIn();
    const server = await listen(() => t.app({ config: { dataDir }, logger: { info: vi.fn(), warn, error } }));
    try {
      const { port } = new URL(server.url);
      await new Promise<void>((resolve) => {
        const request = http.request({
          port,
          path: '/api/v1/file_upload',
          method: 'POST',
          headers: {
            authorization: `Bearer ${bearer}`,
            'content-type': 'multipart/form-data; boundary=cut',
            'content-length': 1_000_000,
          },
        });
        request.on('error', () => resolve());
        request.write('--cut\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n');
        request.write(Buffer.alloc(64 * 1024), () => {
          request.destroy();
          resolve();
        });
      });
      await eventually(() => expect(warn).toHaveBeenCalledTimes(1));
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(
          /^Upload by user [0-9a-f-]{36} stopped after \d+ bytes: the client closed the connection\.$/,
        ),
      );
      expect(error).not.toHaveBeenCalled();
      await eventually(() => expect(readdirSync(join(dataDir, 'uploads', '.incoming'))).toEqual([]));
    } finally {
      await server.close();
    }
  });
});
