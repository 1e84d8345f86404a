/** Profile picture checks (spec customer-and-access §5, §9). Messages are the spec's, verbatim. */
export const pictureMessages = {
  invalidType: 'Invalid file type. Only PNG, JPG, or JPEG allowed.',
  tooLarge: 'File size must be 5MB or less.',
  tooManyPixels: 'Image resolution must be max 1536x768 pixels.',
  invalidImage: 'Invalid image file.',
} as const;

export type PictureMessage = (typeof pictureMessages)[keyof typeof pictureMessages];

/** spec §9: "Profile picture: PNG/JPEG, at most 5MB, at most 1536x768 pixels." */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
export const MAX_PICTURE_WIDTH = 1536;
export const MAX_PICTURE_HEIGHT = 768;

// 'image/jpg' is not a registered type, but some systems still label JPEG files with it.
export const pictureTypes = ['image/png', 'image/jpeg', 'image/jpg'] as const;

/**
 * A chosen file as flows sees it: what the browser's File reports, plus an opaque handle (the
 * File itself) that only the app's actors read. flows has no DOM types.
 */
export type PictureFile = { name: string; type: string; size: number; handle: unknown };
export type PictureSize = { width: number; height: number };

/** The checks that need no decoding, type first and then size. The server checks again by bytes. */
export function checkPictureFile({ type, size }: { type: string; size: number }): PictureMessage | null {
  if (!(pictureTypes as readonly string[]).includes(type.toLowerCase())) return pictureMessages.invalidType;
  if (size > MAX_PICTURE_BYTES) return pictureMessages.tooLarge;
  return null;
}

/** The check on the decoded image; a size no image can have means it did not decode. */
export function checkPictureSize({ width, height }: PictureSize): PictureMessage | null {
  const decoded = Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0;
  if (!decoded) return pictureMessages.invalidImage;
  if (width > MAX_PICTURE_WIDTH || height > MAX_PICTURE_HEIGHT) return pictureMessages.tooManyPixels;
  return null;
}
