import { crc32, deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/**
 * Test support: real, small PNG, JPEG and PDF files, and the pieces to build the hostile ones of §5 Bounds
 * (a real header, then HTML or script) for kyc-content.test.ts and kyc.test.ts.
 */
export function pngFile(width = 4, height = 3): Buffer {
  const image = new PNG({ width, height });
  for (let index = 0; index < width * height * 4; index++) image.data[index] = (index * 37) & 255;
  return PNG.sync.write(image);
}

export function pngChunk(type: string, data: Uint8Array | string): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), Buffer.from(data as Uint8Array)]);
  const chunk = Buffer.alloc(body.length + 8);
  chunk.writeUInt32BE(body.length - 4, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(body), body.length + 4);
  return chunk;
}

/** `png` with `chunk` inserted right after IHDR (signature 8 bytes + IHDR 25 bytes). */
export function withPngChunk(png: Buffer, chunk: Buffer): Buffer {
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
}

export function jpegFile(width = 8, height = 8, paint: (x: number, y: number) => [number, number, number] = (x, y) => [x * 30, y * 30, 128]): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      data.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return jpeg.encode({ data, width, height }, 95).data;
}

/** A JPEG segment (marker 0xFFxx, length, body). */
export function jpegSegment(marker: number, body: Uint8Array | string): Buffer {
  const content = Buffer.from(body as Uint8Array);
  const head = Buffer.from([0xff, marker, (content.length + 2) >> 8, (content.length + 2) & 255]);
  return Buffer.concat([head, content]);
}

/** `jpegBytes` with `segment` right after SOI. */
export function withJpegSegment(jpegBytes: Buffer, segment: Buffer): Buffer {
  return Buffer.concat([jpegBytes.subarray(0, 2), segment, jpegBytes.subarray(2)]);
}

/** An APP1 Exif segment whose only tag is Orientation (big-endian TIFF). */
export function exifOrientationSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 12 + 4);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  return jpegSegment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]));
}

/**
 * A PDF whose xref offsets are right: `objects[i]` is the body of object i + 1 (without `obj`/`endobj`); a
 * Buffer body is a stream's data, written after the dictionary `streamDictionaries[i]`.
 */
export function pdfFile(objects: (string | { dictionary: string; data: Buffer })[], trailerExtra = ''): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0].length;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    const body =
      typeof object === 'string'
        ? Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`, 'latin1')
        : Buffer.concat([
            Buffer.from(`${index + 1} 0 obj\n<< ${object.dictionary} /Length ${object.data.length} >>\nstream\n`, 'latin1'),
            object.data,
            Buffer.from('\nendstream\nendobj\n', 'latin1'),
          ]);
    parts.push(body);
    length += body.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)].join('');
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${trailerExtra} >>\nstartxref\n${length}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

/** A one-page PDF with a line of text: what a scanner or a "print to PDF" gives, only smaller. */
export function simplePdf(extraObjects: (string | { dictionary: string; data: Buffer })[] = [], catalogueExtra = ''): Buffer {
  const content = deflateSync(Buffer.from('BT /F1 24 Tf 72 720 Td (Identity card) Tj ET', 'latin1'));
  return pdfFile([
    `<< /Type /Catalog /Pages 2 0 R${catalogueExtra} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    { dictionary: '/Filter /FlateDecode', data: content },
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...extraObjects,
  ]);
}
