import { readFile, rm } from 'node:fs/promises';
import { type Context, Hono } from 'hono';
import { requireUser } from '../auth/request-user';
import type { UserRow } from '../auth/users';
import { concurrencyLimit } from '../concurrency-limit';
import type { Db } from '../db/db';
import { errorResponse } from '../http/error-response';
import type { Answer, OperationHandlers, Reply } from '../http/operation-handlers';
import type { Logger } from '../logger';
import { inspectImage } from './image-info';
import { receiveUpload } from './receive-upload';
import { bytesUploadedBy, findUpload, STORED_NAME, saveUpload, UPLOADS_URL_PREFIX, uploadFile } from './upload-store';

// spec 5, Profile picture: the app shows these as they are.
export const INVALID_FILE_TYPE = 'Invalid file type. Only PNG, JPG, or JPEG allowed.';
export const FILE_TOO_LARGE = 'File size must be 5MB or less.';
export const RESOLUTION_TOO_HIGH = 'Image resolution must be max 1536x768 pixels.';
export const INVALID_IMAGE = 'Invalid image file.';
export const ONE_FILE_EXPECTED = 'Send one image in the form field file.';
export const UNREADABLE_FORM = 'The upload could not be read as multipart/form-data.';
export const UPLOAD_INTERRUPTED = 'The upload was interrupted. Please try again.';
export const ALREADY_UPLOADING = 'You are already uploading files. Please wait for them to finish.';
export const UPLOADS_BUSY = 'The server is busy with other uploads. Please try again in a moment.';

/** spec 9: at most 5MB. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_WIDTH = 1536;
export const MAX_HEIGHT = 768;
/** Room for the multipart boundaries and part headers around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** The most a multipart body may hold: createApp's body limit refuses more with FILE_TOO_LARGE. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_FILE_BYTES + MULTIPART_OVERHEAD_BYTES;

/** Uploads one user may store: ten full-size pictures. Unused ones are removed after a day. */
export const UPLOAD_QUOTA_BYTES = 50 * 1024 * 1024;
export const quotaReached = () =>
  `You have reached your upload limit of ${UPLOAD_QUOTA_BYTES / 1024 / 1024} MB. Pictures you uploaded but did not use are removed after a day.`;
/** Uploads processed at once by this server process; the next ones wait (their bytes stay unread). */
export const MAX_CONCURRENT_UPLOADS = 4;
/** Beyond this many waiting, an upload is turned away (503) rather than queued. */
export const MAX_WAITING_UPLOADS = 32;
/** One user's uploads in progress at once. */
export const MAX_UPLOADS_PER_USER_AT_ONCE = 2;

export interface UploadDeps {
  db: Db;
  uploadsDir: string;
  now: () => Date;
  logger: Logger;
}

/** POST /file_upload: the profile picture now, the provider logo later (spec 7). */
export function uploadHandlers({ db, uploadsDir, now, logger }: UploadDeps): OperationHandlers<'uploadFile'> {
  const processing = concurrencyLimit(MAX_CONCURRENT_UPLOADS);
  const inProgress = new Map<string, number>();

  async function receiveAndStore(c: Context, user: UserRow, reply: Reply<'uploadFile'>): Promise<Answer<'uploadFile'>> {
    if ((await bytesUploadedBy(db, user.id)) >= UPLOAD_QUOTA_BYTES) return reply.error(409, quotaReached());
    const received = await receiveUpload(c.req.raw, { uploadsDir, maxFileBytes: MAX_FILE_BYTES });
    switch (received.kind) {
      case 'too-large':
        return reply.error(413, FILE_TOO_LARGE);
      case 'not-one-file':
        return reply.error(400, ONE_FILE_EXPECTED);
      case 'unreadable':
        return reply.error(400, UNREADABLE_FORM);
      case 'aborted':
        // Nobody is left to answer; one line says what happened, no stack trace.
        logger.warn(
          `Upload by user ${user.id} stopped after ${received.received} bytes: the client closed the connection.`,
        );
        return reply.error(400, UPLOAD_INTERRUPTED);
      case 'file':
        break;
    }
    try {
      // The bytes decide: the file's name and declared type are the client's word only. At most
      // MAX_CONCURRENT_UPLOADS files (5MB each) are read back at once.
      const check = inspectImage(await readFile(received.file));
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
      if ((await bytesUploadedBy(db, user.id)) + received.size > UPLOAD_QUOTA_BYTES) {
        return reply.error(409, quotaReached());
      }
      const stored = await saveUpload(db, uploadsDir, {
        ownerId: user.id,
        image,
        receivedFile: received.file,
        size: received.size,
        createdAt: now(),
      });
      return reply(200, { status: 200, file: stored.path });
    } finally {
      // Gone already when it was stored; otherwise the refused file goes now.
      await rm(received.file, { force: true });
    }
  }

  return {
    uploadFile: async (c, _input, reply) => {
      const { user } = await requireUser(c);
      const mine = inProgress.get(user.id) ?? 0;
      if (mine >= MAX_UPLOADS_PER_USER_AT_ONCE) return reply.error(429, ALREADY_UPLOADING);
      if (processing.waiting >= MAX_WAITING_UPLOADS) {
        c.header('Retry-After', '5');
        return reply.error(503, UPLOADS_BUSY);
      }
      inProgress.set(user.id, mine + 1);
      try {
        return await processing.run(() => receiveAndStore(c, user, reply));
      } finally {
        const left = (inProgress.get(user.id) ?? 1) - 1;
        if (left > 0) inProgress.set(user.id, left);
        else inProgress.delete(user.id);
      }
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
