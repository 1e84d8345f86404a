import { randomUUID } from 'node:crypto';
import { rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/db';
import { CONTENT_TYPES, EXTENSIONS, type ImageInfo } from './image-info';

/** The URL prefix stored files are served under; a stored path is `/uploads/<name>`. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** The only names the server gives files; anything else (`..`, slashes, dots) names nothing. */
export const STORED_NAME = /^[a-f0-9-]+\.(png|jpg)$/;

export interface StoredUpload {
  path: string;
  owner_id: string | null;
  content_type: string;
  size: number;
  width: number;
  height: number;
}

/** Where files live on disk: DATA_DIR/uploads. */
export const uploadsDirIn = (dataDir: string) => join(dataDir, 'uploads');

/** The stored name in a `/uploads/<name>` path, when it is one the server could have given. */
export function storedName(path: string): string | undefined {
  if (!path.startsWith(UPLOADS_URL_PREFIX)) return undefined;
  const name = path.slice(UPLOADS_URL_PREFIX.length);
  return STORED_NAME.test(name) ? name : undefined;
}

/**
 * Moves a checked image from where it arrived to a random name and records it. The name carries
 * nothing from the client (neither its file name nor its declared type), only the extension of
 * the detected type.
 */
export async function saveUpload(
  db: Db,
  uploadsDir: string,
  upload: { ownerId: string; image: ImageInfo; receivedFile: string; size: number; createdAt: Date },
): Promise<StoredUpload> {
  const name = `${randomUUID()}.${EXTENSIONS[upload.image.type]}`;
  const file = join(uploadsDir, name);
  await rename(upload.receivedFile, file);
  try {
    const [row] = await db.query<StoredUpload>(
      `insert into uploads (path, owner_id, content_type, size, width, height, created_at)
       values ($1, $2, $3, $4, $5, $6, $7)
       returning path, owner_id, content_type, size, width, height`,
      [
        `${UPLOADS_URL_PREFIX}${name}`,
        upload.ownerId,
        CONTENT_TYPES[upload.image.type],
        upload.size,
        upload.image.width,
        upload.image.height,
        upload.createdAt,
      ],
    );
    if (!row) throw new Error('Inserting the upload returned no row.');
    return row;
  } catch (error) {
    await unlink(file).catch(() => undefined);
    throw error;
  }
}

/** Bytes of uploads the user owns (their quota's use). */
export async function bytesUploadedBy(db: Db, ownerId: string): Promise<number> {
  const [row] = await db.query<{ bytes: string | null }>(
    'select sum(size)::text as bytes from uploads where owner_id = $1',
    [ownerId],
  );
  return Number(row?.bytes ?? 0);
}

export async function findUpload(db: Db, path: string): Promise<StoredUpload | undefined> {
  const [row] = await db.query<StoredUpload>(
    'select path, owner_id, content_type, size, width, height from uploads where path = $1',
    [path],
  );
  return row;
}

/** The file of a recorded upload, when it is still on disk. */
export async function uploadFile(uploadsDir: string, path: string): Promise<string | undefined> {
  const name = storedName(path);
  if (!name) return undefined;
  const file = join(uploadsDir, name);
  try {
    return (await stat(file)).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}
