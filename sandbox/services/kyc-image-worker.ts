import { parentPort } from 'node:worker_threads';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { kycMaxPixels } from './kyc-content.ts';

/**
 * The worker thread of kyc-images.ts: decodes a checked PNG or JPEG to pixels and encodes them again, so the
 * stored file is fresh encoder output holding pixels only (no text chunks, comments, EXIF with its GPS position,
 * or bytes after the end). Pure JavaScript codecs (pngjs, jpeg-js), run here because a 12-megapixel photo takes
 * seconds of CPU that the server's event loop must not spend. A JPEG's EXIF orientation is applied to the
 * pixels first, so a phone photo still shows the right way up once its EXIF is gone.
 */
export interface ReencodeRequest {
  id: number;
  kind: 'png' | 'jpeg';
  bytes: Uint8Array;
}

export type ReencodeResponse = { id: number; ok: true; bytes: Uint8Array; width: number; height: number } | { id: number; ok: false; reason: string };

export const jpegQuality = 90;

export function reencode(kind: 'png' | 'jpeg', bytes: Uint8Array): { bytes: Uint8Array; width: number; height: number } {
  if (kind === 'png') {
    const image = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    const out = PNG.sync.write(image, { colorType: 6, inputColorType: 6, bitDepth: 8 });
    return { bytes: out, width: image.width, height: image.height };
  }
  const decoded = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, tolerantDecoding: false, maxResolutionInMP: kycMaxPixels / 1e6, maxMemoryUsageInMB: 512 });
  const upright = applyOrientation(decoded, exifOrientation(bytes));
  return { bytes: jpeg.encode(upright, jpegQuality).data, width: upright.width, height: upright.height };
}

/** The EXIF Orientation tag (1 to 8) of a JPEG's APP1 segment; 1 when there is none. */
export function exifOrientation(bytes: Uint8Array): number {
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1];
    const length = (bytes[at + 2] << 8) | bytes[at + 3];
    if (marker === 0xda || marker === 0xd9) break;
    const body = at + 4;
    if (marker === 0xe1 && length >= 16 && String.fromCharCode(...bytes.subarray(body, body + 4)) === 'Exif') {
      const tiff = body + 6;
      const little = bytes[tiff] === 0x49;
      const u16 = (offset: number) => (little ? bytes[offset] | (bytes[offset + 1] << 8) : (bytes[offset] << 8) | bytes[offset + 1]);
      const u32 = (offset: number) => (little ? (u16(offset) | (u16(offset + 2) << 16)) >>> 0 : ((u16(offset) << 16) | u16(offset + 2)) >>> 0);
      const ifd = tiff + u32(tiff + 4);
      const end = at + 2 + length;
      if (ifd + 2 > end) return 1;
      const count = u16(ifd);
      for (let index = 0; index < count; index++) {
        const entry = ifd + 2 + index * 12;
        if (entry + 12 > end) break;
        if (u16(entry) === 0x0112) {
          const value = u16(entry + 8);
          return value >= 1 && value <= 8 ? value : 1;
        }
      }
      return 1;
    }
    at += 2 + length;
  }
  return 1;
}

interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Turns and flips the pixels as EXIF orientation 2 to 8 asks (1: as stored). */
export function applyOrientation(image: Rgba, orientation: number): Rgba {
  if (orientation <= 1 || orientation > 8) return image;
  const { width: w, height: h } = image;
  const swap = orientation >= 5;
  const width = swap ? h : w;
  const height = swap ? w : h;
  const source = new Uint32Array(image.data.buffer, image.data.byteOffset, w * h);
  const target = new Uint32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sx: number;
      let sy: number;
      switch (orientation) {
        case 2: sx = w - 1 - x; sy = y; break; // prettier-ignore
        case 3: sx = w - 1 - x; sy = h - 1 - y; break; // prettier-ignore
        case 4: sx = x; sy = h - 1 - y; break; // prettier-ignore
        case 5: sx = y; sy = x; break; // prettier-ignore
        case 6: sx = y; sy = h - 1 - x; break; // prettier-ignore
        case 7: sx = w - 1 - y; sy = h - 1 - x; break; // prettier-ignore
        default: sx = w - 1 - y; sy = x; // 8
      }
      target[y * width + x] = source[sy * w + sx];
    }
  }
  return { width, height, data: new Uint8Array(target.buffer) };
}

parentPort?.on('message', (request: ReencodeRequest) => {
  let response: ReencodeResponse;
  try {
    const result = reencode(request.kind, request.bytes);
    response = { id: request.id, ok: true, ...result };
  } catch (error) {
    response = { id: request.id, ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  // Copied, not transferred: a small Buffer can be a view into Node's shared pool.
  parentPort!.postMessage(response);
});
