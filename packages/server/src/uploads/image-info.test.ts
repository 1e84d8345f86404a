import { describe, expect, it } from 'vitest';
import { jpegImage, jpegScan, PNG_SIGNATURE, pngChunk, pngImage } from '../testing/test-images';
import { type ImageCheck, inspectImage } from './image-info';

const image = (type: 'png' | 'jpeg', width: number, height: number): ImageCheck => ({
  kind: 'image',
  image: { type, width, height },
});
const undecodable = (type: 'png' | 'jpeg'): ImageCheck => ({ kind: 'undecodable', type });
const notAnImage: ImageCheck = { kind: 'not-an-image' };

/** A PNG whose IHDR fields are replaced at `offset` (0 = width … 12 = interlace). */
function pngWithIhdr(patch: (ihdr: Buffer) => void): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(4, 0);
  ihdr.writeUInt32BE(4, 4);
  ihdr[8] = 8;
  patch(ihdr);
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', ihdr), pngChunk('IDAT', Buffer.from([0])), pngChunk('IEND')]);
}

const withBadCrc = (png: Buffer) => {
  const copy = Buffer.from(png);
  // The last byte of IHDR's CRC.
  copy[8 + 8 + 13 + 3] = (copy[8 + 8 + 13 + 3] ?? 0) ^ 0xff;
  return copy;
};

const SOI = [0xff, 0xd8];
const EOI = [0xff, 0xd9];

describe('inspectImage', () => {
  it.each<[string, Buffer, ImageCheck]>([
    ['a PNG', pngImage(300, 200), image('png', 300, 200)],
    ['a PNG with data after IEND', Buffer.concat([pngImage(3, 2), Buffer.alloc(10)]), image('png', 3, 2)],
    ['a baseline JPEG', jpegImage(1024, 768), image('jpeg', 1024, 768)],
    ['a progressive JPEG (SOF2)', jpegImage(640, 480, { sofMarker: 0xc2 }), image('jpeg', 640, 480)],
    [
      'a JPEG with fill bytes and a DHT segment before its frame',
      Buffer.concat([Buffer.from([...SOI, 0xff, 0xff, 0xc4, 0x00, 0x03, 0x00]), jpegImage(12, 34).subarray(2)]),
      image('jpeg', 12, 34),
    ],
    ['text', Buffer.from('hello'), notAnImage],
    ['HTML', Buffer.from('<!doctype html><html></html>'), notAnImage],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), notAnImage],
    ['nothing', Buffer.alloc(0), notAnImage],
    ['half a PNG signature', PNG_SIGNATURE.subarray(0, 4), notAnImage],
    ['a PNG signature alone', PNG_SIGNATURE, undecodable('png')],
    ['a PNG cut short', pngImage(50, 50).subarray(0, 45), undecodable('png')],
    ['a PNG with a wrong IHDR checksum', withBadCrc(pngImage(5, 5)), undecodable('png')],
    ['a PNG of width 0', pngWithIhdr((h) => h.writeUInt32BE(0, 0)), undecodable('png')],
    ['a PNG with bit depth 3', pngWithIhdr((h) => h.writeUInt8(3, 8)), undecodable('png')],
    ['a PNG with colour type 5', pngWithIhdr((h) => h.writeUInt8(5, 9)), undecodable('png')],
    [
      'a PNG without image data',
      Buffer.concat([PNG_SIGNATURE, pngImage(2, 2).subarray(8, 8 + 25), pngChunk('IEND')]),
      undecodable('png'),
    ],
    ['a PNG without IEND', pngImage(2, 2).subarray(0, -12), undecodable('png')],
    [
      'a PNG that starts with another chunk',
      Buffer.concat([PNG_SIGNATURE, pngChunk('tEXt'), pngImage(2, 2).subarray(8)]),
      undecodable('png'),
    ],
    ['a JPEG without a frame', Buffer.from([...SOI, ...EOI]), undecodable('jpeg')],
    [
      'a JPEG whose scan starts before its frame',
      Buffer.from([...SOI, 0xff, 0xda, 0x00, 0x02, ...EOI]),
      undecodable('jpeg'),
    ],
    [
      'a JPEG with a segment longer than the file',
      Buffer.from([...SOI, 0xff, 0xe0, 0x01, 0x00, 0x00]),
      undecodable('jpeg'),
    ],
    ['a JPEG of height 0', jpegImage(10, 0), undecodable('jpeg')],
    ['a JPEG signature alone', Buffer.from([0xff, 0xd8, 0xff]), undecodable('jpeg')],
    ['a JPEG with data after its end', Buffer.concat([jpegImage(8, 8), Buffer.alloc(100)]), image('jpeg', 8, 8)],
    [
      'a JPEG with two scans (progressive) and a table between them',
      Buffer.concat([
        jpegImage(8, 8).subarray(0, -2),
        Buffer.from([0xff, 0xc4, 0x00, 0x03, 0x00]),
        jpegScan(),
        Buffer.from(EOI),
      ]),
      image('jpeg', 8, 8),
    ],
    ['half a JPEG', jpegImage(64, 64).subarray(0, 50), undecodable('jpeg')],
    ['a JPEG cut inside its scan data', jpegImage(64, 64).subarray(0, -3), undecodable('jpeg')],
    ['a JPEG without its end marker', jpegImage(64, 64).subarray(0, -2), undecodable('jpeg')],
    [
      'JPEG headers with no picture after them',
      Buffer.concat([jpegImage(64, 64).subarray(0, 2 + 18 + 19), Buffer.from(EOI)]),
      undecodable('jpeg'),
    ],
    [
      'a JPEG scan header with no data',
      Buffer.concat([jpegImage(64, 64).subarray(0, 2 + 18 + 19 + 14), Buffer.from(EOI)]),
      undecodable('jpeg'),
    ],
  ])('%s', (_name, bytes, expected) => {
    expect(inspectImage(bytes)).toEqual(expected);
  });
});
