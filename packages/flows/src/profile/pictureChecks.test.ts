import { describe, expect, it } from 'vitest';
import {
  checkPictureFile,
  checkPictureSize,
  MAX_PICTURE_BYTES,
  MAX_PICTURE_HEIGHT,
  MAX_PICTURE_WIDTH,
  pictureMessages,
} from './pictureChecks';

const MB = 1024 * 1024;

describe('picture limits', () => {
  it('are PNG/JPEG, 5MB and 1536x768 (spec §9), with the spec messages', () => {
    expect([MAX_PICTURE_BYTES, MAX_PICTURE_WIDTH, MAX_PICTURE_HEIGHT]).toEqual([5 * MB, 1536, 768]);
    expect(pictureMessages).toEqual({
      invalidType: 'Invalid file type. Only PNG, JPG, or JPEG allowed.',
      tooLarge: 'File size must be 5MB or less.',
      tooManyPixels: 'Image resolution must be max 1536x768 pixels.',
      invalidImage: 'Invalid image file.',
    });
  });
});

describe('checkPictureFile', () => {
  it.each<[string, string, number, string | null]>([
    ['a PNG', 'image/png', 200_000, null],
    ['a JPEG', 'image/jpeg', 200_000, null],
    ['a file labelled image/jpg', 'image/jpg', 200_000, null],
    ['an upper-case type', 'IMAGE/PNG', 200_000, null],
    ['exactly 5MB', 'image/png', 5 * MB, null],
    ['a GIF', 'image/gif', 200_000, 'Invalid file type. Only PNG, JPG, or JPEG allowed.'],
    ['a WebP', 'image/webp', 200_000, 'Invalid file type. Only PNG, JPG, or JPEG allowed.'],
    ['an HTML file', 'text/html', 200_000, 'Invalid file type. Only PNG, JPG, or JPEG allowed.'],
    ['no type', '', 200_000, 'Invalid file type. Only PNG, JPG, or JPEG allowed.'],
    ['a byte over 5MB', 'image/png', 5 * MB + 1, 'File size must be 5MB or less.'],
    ['6MB', 'image/jpeg', 6 * MB, 'File size must be 5MB or less.'],
    // The type is checked before the size.
    ['a 6MB GIF', 'image/gif', 6 * MB, 'Invalid file type. Only PNG, JPG, or JPEG allowed.'],
  ])('%s → %j', (_name, type, size, message) => {
    expect(checkPictureFile({ type, size })).toBe(message);
  });
});

describe('checkPictureSize', () => {
  it.each<[number, number, string | null]>([
    [1536, 768, null],
    [400, 400, null],
    [1, 1, null],
    [1537, 768, 'Image resolution must be max 1536x768 pixels.'],
    [1536, 769, 'Image resolution must be max 1536x768 pixels.'],
    [2000, 1000, 'Image resolution must be max 1536x768 pixels.'],
    [0, 0, 'Invalid image file.'],
    [400, 0, 'Invalid image file.'],
    [Number.NaN, 400, 'Invalid image file.'],
  ])('%d x %d → %j', (width, height, message) => {
    expect(checkPictureSize({ width, height })).toBe(message);
  });
});
