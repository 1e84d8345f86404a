import { crc32, deflateSync } from 'node:zlib';

/**
 * A small but complete PNG: signature, IHDR, one IDAT of black 8-bit greyscale scanlines, IEND.
 * Real decoders open it; the server reads only its chunk structure and IHDR.
 */
export function pngImage(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // colour type: greyscale
  // compression, filter and interlace stay 0.
  // Each scanline is its filter byte (0, none) and one byte per pixel.
  const scanlines = Buffer.alloc((width + 1) * height);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(scanlines)),
    pngChunk('IEND'),
  ]);
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngChunk(type: string, data: Buffer = Buffer.alloc(0)): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * The structure of a JPEG: SOI, a JFIF APP0 segment, SOF (baseline by default) with the size and
 * three components, a scan (SOS) with a few bytes of data (a stuffed 0xFF00 and a restart marker
 * among them), and EOI. Not a picture a decoder would show, but complete the way the server checks.
 */
export function jpegImage(width: number, height: number, { sofMarker = 0xc0 } = {}): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof = Buffer.alloc(19);
  sof[0] = 0xff;
  sof[1] = sofMarker;
  sof.writeUInt16BE(17, 2); // length: 8 + 3 components × 3
  sof[4] = 8; // precision
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  sof[9] = 3;
  sof.set([1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1], 10);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, jpegScan(), Buffer.from([0xff, 0xd9])]);
}

/** An SOS segment for three components and some entropy-coded bytes. */
export function jpegScan(): Buffer {
  const header = Buffer.from([0xff, 0xda, 0x00, 0x0c, 3, 1, 0x00, 2, 0x11, 3, 0x11, 0x00, 0x3f, 0x00]);
  const data = Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd0, 0x78, 0x9a]);
  return Buffer.concat([header, data]);
}
