import { readFile } from 'node:fs/promises';
import { Hono } from 'hono';
import { requireUser } from '../auth/request-user';
import type { Db } from '../db/db';
import { errorResponse } from '../http/error-response';
import type { OperationHandlers } from '../http/operation-handlers';
import { inspectImage } from './image-info';
import { findUpload, STORED_NAME, saveUpload, UPLOADS_URL_PREFIX, uploadFile } from './upload-store';

// spec 5, Profile picture: the app shows these as they are.
export const INVALID_FILE_TYPE = 'Invalid file type. Only PNG, JPG, or JPEG allowed.';
export const FILE_TOO_LARGE = 'File size must be 5MB or less.';
export const RESOLUTION_TOO_HIGH = 'Image resolution must be max 1536x768 pixels.';
export const INVALID_IMAGE = 'Invalid image file.';
export const ONE_FILE_EXPECTED = 'Send one image in the form field file.';
export const UNREADABLE_FORM = 'The upload could not be read as multipart/form-data.';

/** spec 9: at most 5MB. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_WIDTH = 1536;
export const MAX_HEIGHT = 768;
/** Room for the multipart boundaries and part headers around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** The most a multipart body may hold: createApp's body limit refuses more with FILE_TOO_LARGE. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_FILE_BYTES + MULTIPART_OVERHEAD_BYTES;

export interface UploadDeps {
  db: Db;
  uploadsDir: string;
  now: () => Date;
}

/** POST /file_upload: the profile picture now, the provider logo later (spec 7). */
export function uploadHandlers({ db, uploadsDir, now }: UploadDeps): OperationHandlers<'uploadFile'> {
  return {
    uploadFile: async (c, _input, reply) => {
      const { user } = await requireUser(c);
      let form: FormData;
      try {
        form = await c.req.raw.formData();
      } catch {
        return reply.error(400, UNREADABLE_FORM);
      }
      const files = form.getAll('file');
      const [file] = files;
      if (files.length !== 1 || file === undefined || typeof file === 'string') {
        return reply.error(400, ONE_FILE_EXPECTED);
      }
      if (file.size > MAX_FILE_BYTES) return reply.error(413, FILE_TOO_LARGE);

      // The bytes decide: the file's name and declared type are the client's word only.
      const bytes = Buffer.from(await file.arrayBuffer());
      const check = inspectImage(bytes);
      switch (check.kind) {
        case 'not-an-image':
          return reply.error(400, INVALID_FILE_TYPE);
        case 'undecodable':
          return reply.error(400, INVALID_IMAGE);
        case 'image':
          break;
      }
      const { image } = check;
      if (image.width > MAX_WIDTH || image.height > MAX_HEIGHT) return reply.error(400, RESOLUTION_TOO_HIGH);

      const stored = await saveUpload(db, uploadsDir, { ownerId: user.id, image, bytes, createdAt: now() });
      return reply(200, { status: 200, file: stored.path });
    },
  };
}

/**
 * GET /uploads/<name>: stored images, with the type detected at upload, never sniffed by the
 * browser, cached for good (a name is never reused). Names are only ever `<uuid>.png|jpg`, so
 * anything else, including any attempt to leave the folder, is 404.
 */
export function uploadFileRoutes({ db, uploadsDir }: Pick<UploadDeps, 'db' | 'uploadsDir'>): Hono {
  const routes = new Hono();
  routes.get(`${UPLOADS_URL_PREFIX}:name`, async (c) => {
    const name = c.req.param('name');
    const notFound = () => errorResponse(c, 404, `There is nothing at ${c.req.path}.`);
    if (!STORED_NAME.test(name)) return notFound();
    const path = `${UPLOADS_URL_PREFIX}${name}`;
    const upload = await findUpload(db, path);
    const file = upload && (await uploadFile(uploadsDir, path));
    if (!upload || !file) return notFound();
    const headers = {
      'Content-Type': upload.content_type,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
    };
    if (c.req.method === 'HEAD') return new Response(null, { headers });
    return new Response(await readFile(file), { headers });
  });
  return routes;
}
