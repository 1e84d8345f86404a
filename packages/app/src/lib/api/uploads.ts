import type { PictureFile, PictureSize } from '@injury-assist/flows/profile';
import { api, quietErrors } from './client';

// Images for profile pictures and business logos: file_upload checks them again on the server.

function fileOf(picture: PictureFile): File {
  if (!(picture.handle instanceof File)) throw new Error('Invalid image file.');
  return picture.handle;
}

export async function uploadPicture(picture: PictureFile): Promise<string> {
  const file = fileOf(picture);
  const { data, error } = await api.POST('/file_upload', {
    body: { file: file.name },
    // The contract describes the field; the bytes go as multipart form data.
    bodySerializer: () => {
      const form = new FormData();
      form.append('file', file);
      return form;
    },
    ...quietErrors,
  });
  if (error) throw error;
  return data.file;
}

/** Decodes the picture in the browser; a file that does not decode rejects ('Invalid image file.'). */
export async function readPictureSize(handle: unknown): Promise<PictureSize> {
  if (!(handle instanceof Blob)) throw new Error('Invalid image file.');
  const bitmap = await createImageBitmap(handle);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}
