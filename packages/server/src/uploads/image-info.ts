import { crc32 } from 'node:zlib';

export type ImageType = 'png' | 'jpeg';

export interface ImageInfo {
  type: ImageType;
  width: number;
  height: number;
}

/** What the bytes are: an image with its size, a PNG or JPEG we cannot read, or something else. */
export type ImageCheck =
  | { kind: 'image'; image: ImageInfo }
  | { kind: 'undecodable'; type: ImageType }
  | { kind: 'not-an-image' };

export const CONTENT_TYPES: Record<ImageType, string> = { png: 'image/png', jpeg: 'image/jpeg' };
export const EXTENSIONS: Record<ImageType, string> = { png: 'png', jpeg: 'jpg' };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * Reads the type from the first bytes (never the name or the declared type) and the dimensions
 * from the PNG IHDR chunk or the JPEG SOFn segment. Pure JavaScript: no native image library.
 */
export function inspectImage(bytes: Buffer): ImageCheck {
  if (startsWith(bytes, PNG_SIGNATURE)) {
    const image = readPng(bytes);
    return image ? { kind: 'image', image } : { kind: 'undecodable', type: 'png' };
  }
  if (startsWith(bytes, JPEG_SIGNATURE)) {
    const image = readJpeg(bytes);
    return image ? { kind: 'image', image } : { kind: 'undecodable', type: 'jpeg' };
  }
  return { kind: 'not-an-image' };
}

const startsWith = (bytes: Buffer, prefix: Buffer) =>
  bytes.length >= prefix.length && bytes.subarray(0, prefix.length).equals(prefix);

/** PNG bit depths allowed for each colour type (PNG spec, table 11.1). */
const PNG_BIT_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};
const PNG_MAX_DIMENSION = 2 ** 31 - 1;

/**
 * The size from IHDR, when the file is a well-formed chunk sequence: IHDR first with a correct
 * CRC and valid fields, every chunk inside the file, at least one IDAT, and IEND at the end.
 */
function readPng(bytes: Buffer): ImageInfo | undefined {
  let offset = PNG_SIGNATURE.length;
  let info: ImageInfo | undefined;
  let sawData = false;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (length > PNG_MAX_DIMENSION || end > bytes.length) return undefined;
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== bytes.readUInt32BE(offset + 8 + length)) {
      return undefined;
    }
    if (!info) {
      if (type !== 'IHDR' || length !== 13) return undefined;
      const width = data.readUInt32BE(0);
      const height = data.readUInt32BE(4);
      const [bitDepth = 0, colourType = -1, compression, filter, interlace = -1] = data.subarray(8);
      const valid =
        width > 0 &&
        height > 0 &&
        width <= PNG_MAX_DIMENSION &&
        height <= PNG_MAX_DIMENSION &&
        (PNG_BIT_DEPTHS[colourType] ?? []).includes(bitDepth) &&
        compression === 0 &&
        filter === 0 &&
        interlace <= 1;
      if (!valid) return undefined;
      info = { type: 'png', width, height };
    } else if (type === 'IDAT') {
      sawData = true;
    } else if (type === 'IEND') {
      return sawData ? info : undefined;
    }
    offset = end;
  }
  return undefined;
}

/** Start-of-frame markers that carry the frame size (not DHT C4, JPG C8 or DAC CC). */
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
const SOS = 0xda;
const EOI = 0xd9;
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/**
 * The size from the first SOFn segment, when the file is a complete JPEG: segments from SOI on,
 * a frame, then at least one scan with data, and the end-of-image marker — so half a file, or
 * headers with no picture after them, are refused like a PNG without IEND.
 */
function readJpeg(bytes: Buffer): ImageInfo | undefined {
  let offset = 2;
  let info: ImageInfo | undefined;
  let sawScanData = false;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    // Any number of 0xFF fill bytes may precede a marker.
    while (bytes[offset] === 0xff) offset++;
    const marker = bytes[offset];
    offset++;
    if (marker === undefined || marker === 0x00) return undefined;
    // Markers without a length: TEM and RST0–7.
    if (marker === 0x01 || isRestart(marker)) continue;
    if (marker === EOI) return sawScanData ? info : undefined;
    if (offset + 2 > bytes.length) return undefined;
    const length = bytes.readUInt16BE(offset);
    if (length < 2 || offset + length > bytes.length) return undefined;
    if (SOF_MARKERS.has(marker) && !info) {
      if (length < 8) return undefined;
      const height = bytes.readUInt16BE(offset + 3);
      const width = bytes.readUInt16BE(offset + 5);
      // A height of 0 defers it to a DNL segment; such files are too rare to accept unchecked.
      if (width === 0 || height === 0) return undefined;
      info = { type: 'jpeg', width, height };
    }
    offset += length;
    if (marker === SOS) {
      // The image data starts before any frame was described.
      if (!info) return undefined;
      const end = scanDataEnd(bytes, offset);
      if (end === undefined) return undefined;
      sawScanData ||= end > offset;
      offset = end;
    }
  }
  return undefined;
}

/**
 * Where a scan's entropy-coded data ends: at the next marker other than a stuffed 0xFF00 or a
 * restart marker. Undefined when the file ends first (it was cut short).
 */
function scanDataEnd(bytes: Buffer, start: number): number | undefined {
  let at = start;
  for (;;) {
    const ff = bytes.indexOf(0xff, at);
    if (ff === -1) return undefined;
    const next = bytes[ff + 1];
    if (next === undefined) return undefined;
    if (next === 0x00 || isRestart(next)) {
      at = ff + 2;
      continue;
    }
    // 0xFF 0xFF is a fill byte before a marker; the marker walk skips it.
    return ff;
  }
}
