import { constants, crc32, inflateSync } from 'node:zlib';

/**
 * What a KYC upload really holds (§5 Bounds, §5 KYC upload: JPEG, PNG or PDF). The first bytes only say
 * what a file claims to be: a file that starts like a PNG, a JPEG or a PDF and goes on with HTML or script is
 * refused. Each format's whole structure is walked, and the whole file (plus a PDF's compressed streams) is
 * scanned for markup and script that a browser or a PDF reader could run:
 *
 *   PNG   signature, then chunks (length, type, data, CRC) with every CRC checked, IHDR first, at least one IDAT,
 *         IEND last and nothing after it; no unknown critical chunk.
 *   JPEG  SOI, then marker segments with their lengths, a frame header (SOF0-2, what the decoder reads) before
 *         the scan, entropy-coded data up to the next marker, through EOI. Bytes after EOI (some phones append a
 *         motion clip) are scanned like the rest and then dropped by the re-encoding (kyc-images.ts).
 *   PDF   %PDF-1.x / 2.0 header, %%EOF at the end, startxref pointing at an xref table followed by a trailer, or
 *         at an xref stream object, with a /Root; not encrypted; no active content (/JavaScript, /JS, /Launch,
 *         embedded files, rich media, XFA forms), names decoded (#xx) first, in the file and inside every Flate
 *         stream (at most 64 MB inflated in all); no object stream under another filter.
 *
 * Images are then decoded and encoded again (kyc-images.ts), so what is stored is pixels and nothing else.
 */
export type KycKind = 'png' | 'jpeg' | 'pdf';

export const kycMediaTypes: Record<KycKind, { mediaType: string; extension: string }> = {
  png: { mediaType: 'image/png', extension: 'png' },
  jpeg: { mediaType: 'image/jpeg', extension: 'jpg' },
  pdf: { mediaType: 'application/pdf', extension: 'pdf' },
};

/** The largest image decoded: 40 megapixels (a 4:3 phone photo of 7 300 x 5 500); its RGBA pixels take 160 MB. */
export const kycMaxPixels = 40_000_000;

export type KycContentVerdict =
  | { ok: true; kind: KycKind; width?: number; height?: number }
  | { ok: false; code: 'invalid-type' | 'invalid-dimensions'; reason: string };

const refuse = (reason: string): KycContentVerdict => ({ ok: false, code: 'invalid-type', reason });

/**
 * Markup or script a browser would run if it ever rendered the bytes as a page. `<svg` needs a following space,
 * slash or `>`: four bytes alone turn up by chance in about one 5 MB photo in fifty, five in about one in 3 000.
 */
const activeMarkup = /<script|<html|<svg[\s/>]|javascript:/i;

function findActiveMarkup(bytes: Uint8Array): string | null {
  const match = activeMarkup.exec(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'));
  return match ? match[0] : null;
}

export function checkKycContent(bytes: Uint8Array): KycContentVerdict {
  const kind = claimedKind(bytes);
  if (!kind) return refuse('not a JPEG, PNG or PDF file');
  const markup = findActiveMarkup(bytes);
  if (markup) return refuse(`the file holds "${markup}"`);
  if (kind === 'png') return checkPng(bytes);
  if (kind === 'jpeg') return checkJpeg(bytes);
  return checkPdf(bytes);
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function claimedKind(bytes: Uint8Array): KycKind | null {
  if (pngSignature.every((value, index) => bytes[index] === value)) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && latin1(bytes, 0, 5) === '%PDF-') return 'pdf';
  return null;
}

const latin1 = (bytes: Uint8Array, start: number, end: number) => Buffer.from(bytes.buffer, bytes.byteOffset + start, Math.max(0, end - start)).toString('latin1');
const uint32 = (bytes: Uint8Array, at: number) => ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;
const uint16 = (bytes: Uint8Array, at: number) => (bytes[at] << 8) | bytes[at + 1];

function dimensionsVerdict(kind: KycKind, width: number, height: number): KycContentVerdict {
  if (width === 0 || height === 0) return refuse('the image has no pixels');
  if (width * height > kycMaxPixels) return { ok: false, code: 'invalid-dimensions', reason: `${width} x ${height} pixels is more than ${kycMaxPixels / 1e6} megapixels` };
  return { ok: true, kind, width, height };
}

const criticalPngChunks = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND']);

function checkPng(bytes: Uint8Array): KycContentVerdict {
  let at = pngSignature.length;
  let width = 0;
  let height = 0;
  let index = 0;
  let sawData = false;
  while (at < bytes.length) {
    if (at + 12 > bytes.length) return refuse('PNG chunk cut short');
    const length = uint32(bytes, at);
    const type = latin1(bytes, at + 4, at + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) return refuse('PNG chunk type is not four letters');
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) return refuse(`PNG chunk ${type} runs past the end`);
    const storedCrc = uint32(bytes, end - 4);
    if (crc32(bytes.subarray(at + 4, end - 4)) !== storedCrc) return refuse(`PNG chunk ${type} fails its CRC`);
    if (index === 0) {
      if (type !== 'IHDR' || length !== 13) return refuse('PNG does not start with IHDR');
      width = uint32(bytes, at + 8);
      height = uint32(bytes, at + 12);
    } else if (type === 'IHDR') {
      return refuse('PNG has a second IHDR');
    }
    if (/^[A-Z]/.test(type) && !criticalPngChunks.has(type)) return refuse(`PNG has an unknown critical chunk ${type}`);
    if (type === 'IDAT') sawData = true;
    if (type === 'IEND') {
      if (length !== 0) return refuse('PNG IEND is not empty');
      if (end !== bytes.length) return refuse('bytes after the PNG IEND chunk');
      if (!sawData) return refuse('PNG has no image data');
      return dimensionsVerdict('png', width, height);
    }
    at = end;
    index += 1;
  }
  return refuse('PNG has no IEND chunk');
}

/** Markers that stand alone (no length): TEM, RST0-7. SOI/EOI are handled where they may appear. */
const standaloneJpegMarker = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

function checkJpeg(bytes: Uint8Array): KycContentVerdict {
  let at = 2;
  let width = 0;
  let height = 0;
  let sawFrame = false;
  let sawScan = false;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return refuse(`JPEG: no marker at byte ${at}`);
    // Fill bytes: any number of 0xFF before a marker.
    while (bytes[at] === 0xff && bytes[at + 1] === 0xff) at += 1;
    const marker = bytes[at + 1];
    if (marker === undefined) return refuse('JPEG cut short');
    if (marker === 0xd9) {
      if (!sawFrame || !sawScan) return refuse('JPEG ends before any image data');
      return dimensionsVerdict('jpeg', width, height);
    }
    if (marker === 0xd8 || marker === 0x00) return refuse('JPEG has a misplaced marker');
    if (standaloneJpegMarker(marker)) {
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return refuse('JPEG segment cut short');
    const length = uint16(bytes, at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return refuse('JPEG segment runs past the end');
    const body = at + 4;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      // Frame header. Baseline, extended and progressive Huffman frames are what the decoder reads.
      if (marker > 0xc2) return refuse('JPEG uses a coding the decoder does not read (lossless or arithmetic)');
      if (sawFrame) return refuse('JPEG has two frame headers');
      if (length < 8) return refuse('JPEG frame header too short');
      height = uint16(bytes, body + 1);
      width = uint16(bytes, body + 3);
      sawFrame = true;
    }
    at += 2 + length;
    if (marker === 0xda) {
      if (!sawFrame) return refuse('JPEG scan before its frame header');
      sawScan = true;
      // Entropy-coded data: up to the next marker that is neither a stuffed 0xFF00 nor a restart marker.
      while (at < bytes.length) {
        if (bytes[at] === 0xff && bytes[at + 1] !== 0x00 && !(bytes[at + 1] >= 0xd0 && bytes[at + 1] <= 0xd7) && bytes[at + 1] !== 0xff) break;
        at += 1;
      }
    }
  }
  return refuse('JPEG has no EOI marker');
}

/** PDF names that make a reader run something or carry another file. */
const activePdfNames = /\/(?:JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA)(?![A-Za-z0-9])/;
/** Decodes #xx escapes in names (/J#53 is /JS), so an escaped name cannot slip past the check. */
const decodePdfNames = (text: string) => text.replace(/\/[^\s/<>[\]()%{}]*/g, (name) => name.replace(/#([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))));
/** Inflated stream bytes a PDF may expand to before it counts as a bomb. */
const maxInflatedPdfBytes = 64 * 1024 * 1024;

function checkPdf(bytes: Uint8Array): KycContentVerdict {
  const text = latin1(bytes, 0, bytes.length);
  if (!/^%PDF-(?:1\.[0-7]|2\.0)[\r\n\s%]/.test(text)) return refuse('PDF header is not %PDF-1.0 to 2.0');
  const tail = text.slice(-1024);
  const eof = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!eof) return refuse('PDF does not end with startxref and %%EOF');
  const offset = Number(eof[1]);
  if (!Number.isSafeInteger(offset) || offset <= 8 || offset >= bytes.length) return refuse('PDF startxref points outside the file');
  const atXref = text.slice(offset, offset + 4096);
  if (/^xref\s/.test(atXref)) {
    const afterTable = text.slice(offset);
    const trailer = /trailer\s*<<([\s\S]*?)>>\s*startxref/.exec(afterTable);
    if (!trailer || !/\/Root\s+\d+\s+\d+\s+R/.test(trailer[1])) return refuse('PDF xref table has no trailer with /Root');
  } else if (/^\d+\s+\d+\s+obj\s*<<[\s\S]*?\/Type\s*\/XRef/.test(atXref)) {
    if (!/\/Root\s+\d+\s+\d+\s+R/.test(atXref)) return refuse('PDF xref stream has no /Root');
  } else {
    return refuse('PDF startxref does not point at an xref table or stream');
  }
  const names = decodePdfNames(text);
  // An encrypted file's streams (object streams included) cannot be read here, nor by a reviewer without its password.
  if (/\/Encrypt(?![A-Za-z0-9])/.test(names)) return refuse('PDF is encrypted');
  if (activePdfNames.test(names)) return refuse('PDF has active content (JavaScript, launch actions or embedded files)');

  // Compressed streams (object streams hold dictionaries too): inflated, then checked the same way.
  let inflatedTotal = 0;
  const streams = /(?<!end)stream\r?\n/g;
  for (let match = streams.exec(text); match; match = streams.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return refuse('PDF stream without endstream');
    streams.lastIndex = end + 'endstream'.length;
    // The stream's dictionary: from its object header to the stream keyword.
    const dictionary = decodePdfNames(text.slice(Math.max(0, text.lastIndexOf(' obj', match.index)), match.index));
    const flate = /\/Filter\s*(?:\[\s*)?\/FlateDecode\s*\]?\s*(?:\/|>>)/.test(dictionary);
    // An object stream holds dictionaries; one this check cannot open could hide an action in them.
    if (/\/Type\s*\/ObjStm/.test(dictionary) && !flate && /\/Filter/.test(dictionary)) return refuse('PDF object stream with a filter other than FlateDecode');
    if (bytes[start] !== 0x78) continue; // not zlib (an image's DCT data, say): already scanned raw
    let inflated: Buffer;
    try {
      // Z_SYNC_FLUSH: a stream cut before its zlib end is still read as far as it goes.
      inflated = inflateSync(bytes.subarray(start, end), { maxOutputLength: maxInflatedPdfBytes - inflatedTotal, finishFlush: constants.Z_SYNC_FLUSH });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) return refuse('PDF streams expand past 64 MB');
      continue;
    }
    inflatedTotal += inflated.length;
    const markup = findActiveMarkup(inflated);
    if (markup) return refuse(`a PDF stream holds "${markup}"`);
    if (activePdfNames.test(decodePdfNames(inflated.toString('latin1')))) return refuse('a PDF stream has active content');
  }
  return { ok: true, kind: 'pdf' };
}
