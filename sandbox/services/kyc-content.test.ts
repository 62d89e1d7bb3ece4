import { deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { checkKycContent, kycMaxPixels } from './kyc-content.ts';
import { exifOrientationSegment, jpegFile, jpegSegment, pdfFile, pngChunk, pngFile, simplePdf, withJpegSegment, withPngChunk } from './kyc-fixtures.ts';
import { applyOrientation, exifOrientation, reencode } from './kyc-image-worker.ts';

// §5 Bounds: a file that only starts like a PNG, a JPEG or a PDF is refused; real ones pass.
const html = '<html><body><script>fetch("/api/user/profile")</script></body></html>';
const refusedAs = (bytes: Uint8Array) => {
  const verdict = checkKycContent(bytes);
  return verdict.ok ? 'accepted' : verdict.code;
};
const reasonOf = (bytes: Uint8Array) => {
  const verdict = checkKycContent(bytes);
  return verdict.ok ? 'accepted' : verdict.reason;
};

describe('PNG', () => {
  it('accepts a real PNG and reads its size', () => {
    expect(checkKycContent(pngFile(4, 3))).toEqual({ ok: true, kind: 'png', width: 4, height: 3 });
  });

  it('refuses a PNG signature followed by HTML, a cut or tampered file, and bytes after IEND', () => {
    const png = pngFile();
    expect(refusedAs(Buffer.concat([png.subarray(0, 8), Buffer.from('<!doctype html><title>x</title>')]))).toBe('invalid-type');
    // The signature and IHDR only (what the old check took for a PNG).
    expect(refusedAs(png.subarray(0, 33))).toBe('invalid-type');
    const tampered = Buffer.from(png);
    tampered[40] ^= 1;
    expect(refusedAs(tampered)).toBe('invalid-type');
    expect(refusedAs(Buffer.concat([png, Buffer.from('trailing')]))).toBe('invalid-type');
  });

  it('refuses markup or script anywhere, a text chunk included, with its CRC right', () => {
    expect(refusedAs(withPngChunk(pngFile(), pngChunk('tEXt', `Comment\0${html}`)))).toBe('invalid-type');
    expect(refusedAs(withPngChunk(pngFile(), pngChunk('tEXt', 'Comment\0<svg onload=alert(1)>')))).toBe('invalid-type');
    expect(refusedAs(withPngChunk(pngFile(), pngChunk('tEXt', 'Link\0javascript:alert(1)')))).toBe('invalid-type');
    // A harmless text chunk is fine (re-encoding drops it anyway).
    expect(refusedAs(withPngChunk(pngFile(), pngChunk('tEXt', 'Software\0scanner 2.1')))).toBe('accepted');
    expect(refusedAs(withPngChunk(pngFile(), pngChunk('ZZZZ', 'x')))).toBe('invalid-type');
  });

  it(`refuses an image past ${kycMaxPixels / 1e6} megapixels before decoding it`, () => {
    const png = pngFile();
    const ihdr = Buffer.from(png.subarray(8, 33));
    ihdr.writeUInt32BE(100_000, 8);
    ihdr.writeUInt32BE(100_000, 12);
    const header = pngChunk('IHDR', ihdr.subarray(8, 21));
    expect(refusedAs(Buffer.concat([png.subarray(0, 8), header, png.subarray(33)]))).toBe('invalid-dimensions');
  });
});

describe('JPEG', () => {
  it('accepts a real JPEG and reads its size', () => {
    expect(checkKycContent(jpegFile(8, 6))).toEqual({ ok: true, kind: 'jpeg', width: 8, height: 6 });
  });

  it('refuses SOI followed by HTML, a JPEG without EOI, and markup in a comment or after EOI', () => {
    expect(refusedAs(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(html)]))).toBe('invalid-type');
    const real = jpegFile();
    expect(refusedAs(real.subarray(0, real.length - 2))).toBe('invalid-type');
    expect(refusedAs(withJpegSegment(real, jpegSegment(0xfe, html)))).toBe('invalid-type');
    expect(refusedAs(Buffer.concat([real, Buffer.from(html)]))).toBe('invalid-type');
    // Markers only, no image: SOI, a comment, EOI.
    expect(refusedAs(Buffer.concat([Buffer.from([0xff, 0xd8]), jpegSegment(0xfe, 'hello'), Buffer.from([0xff, 0xd9])]))).toBe('invalid-type');
  });

  it('accepts a camera-style file with EXIF and a harmless comment', () => {
    expect(refusedAs(withJpegSegment(withJpegSegment(jpegFile(), jpegSegment(0xfe, 'scanned 2026')), exifOrientationSegment(6)))).toBe('accepted');
  });
});

describe('PDF', () => {
  it('accepts a real one-page PDF', () => {
    expect(checkKycContent(simplePdf())).toEqual({ ok: true, kind: 'pdf' });
  });

  it('refuses a PDF header followed by HTML, and a PDF without its xref, trailer or %%EOF', () => {
    expect(refusedAs(Buffer.from(`%PDF-1.7\n${html}`))).toBe('invalid-type');
    expect(refusedAs(Buffer.from('%PDF-1.7\n1 0 obj\n<< >>\nendobj\n'))).toBe('invalid-type');
    const pdf = simplePdf();
    expect(refusedAs(pdf.subarray(0, pdf.length - 7))).toBe('invalid-type');
    // startxref pointing somewhere else than the xref table.
    expect(refusedAs(Buffer.from(pdf.toString('latin1').replace(/startxref\n\d+/, 'startxref\n20'), 'latin1'))).toBe('invalid-type');
    expect(refusedAs(Buffer.from(pdf.toString('latin1').replace('/Root 1 0 R', '/Info 1 0 R'), 'latin1'))).toBe('invalid-type');
  });

  it('refuses active content: JavaScript (also with escaped names or inside a compressed object stream), launch, embedded files, encryption', () => {
    expect(refusedAs(simplePdf(['<< /S /JavaScript /JS (app.alert(1)) >>'], ' /OpenAction 6 0 R'))).toBe('invalid-type');
    expect(reasonOf(simplePdf(['<< /S /Java#53cript /J#53 (app.alert(1)) >>']))).toMatch(/active content/);
    expect(refusedAs(simplePdf(['<< /S /Launch /F (cmd.exe) >>']))).toBe('invalid-type');
    expect(refusedAs(simplePdf(['<< /EmbeddedFiles 7 0 R >>']))).toBe('invalid-type');
    const hidden = deflateSync(Buffer.from('6 0 << /S /JavaScript /JS (app.alert(1)) >>', 'latin1'));
    expect(reasonOf(simplePdf([{ dictionary: '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', data: hidden }]))).toBe('a PDF stream has active content');
    const markup = deflateSync(Buffer.from(html, 'latin1'));
    expect(reasonOf(simplePdf([{ dictionary: '/Filter /FlateDecode', data: markup }]))).toBe('a PDF stream holds "<html"');
    expect(refusedAs(simplePdf([{ dictionary: '/Type /ObjStm /N 1 /First 4 /Filter /LZWDecode', data: Buffer.from('abc') }]))).toBe('invalid-type');
    expect(refusedAs(pdfFile(['<< /Type /Catalog >>'], ' /Encrypt 2 0 R'))).toBe('invalid-type');
  });

  it('refuses a stream that inflates past 64 MB (a compression bomb)', () => {
    const bomb = deflateSync(Buffer.alloc(65 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    expect(reasonOf(simplePdf([{ dictionary: '/Filter /FlateDecode', data: bomb }]))).toBe('PDF streams expand past 64 MB');
  });
});

describe('anything else', () => {
  it('refuses HTML, SVG and scripts whatever their name says', () => {
    expect(refusedAs(Buffer.from(html))).toBe('invalid-type');
    expect(refusedAs(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('invalid-type');
    expect(refusedAs(Buffer.from('MZ\x90\x00'))).toBe('invalid-type');
  });
});

describe('re-encoding (the worker’s codec)', () => {
  it('keeps the pixels of a PNG and drops its text chunks', () => {
    const source = withPngChunk(pngFile(4, 3), pngChunk('tEXt', 'Author\0someone'));
    const out = reencode('png', source);
    expect(Buffer.from(out.bytes).includes('someone')).toBe(false);
    expect(PNG.sync.read(Buffer.from(out.bytes)).data).toEqual(PNG.sync.read(pngFile(4, 3)).data);
    expect(checkKycContent(out.bytes)).toMatchObject({ ok: true, kind: 'png' });
  });

  it('drops a JPEG’s comments and EXIF, and turns it upright first', () => {
    // 4 x 2, left half red, right half blue, stored rotated: orientation 6 asks for a quarter turn clockwise.
    const stored = jpegFile(16, 8, (x) => (x < 8 ? [255, 0, 0] : [0, 0, 255]));
    const source = withJpegSegment(withJpegSegment(stored, jpegSegment(0xfe, 'secret comment')), exifOrientationSegment(6));
    expect(exifOrientation(source)).toBe(6);
    const out = reencode('jpeg', source);
    expect(Buffer.from(out.bytes).includes('secret comment')).toBe(false);
    expect(Buffer.from(out.bytes).includes('Exif')).toBe(false);
    expect([out.width, out.height]).toEqual([8, 16]);
    const pixels = jpeg.decode(out.bytes, { useTArray: true });
    const at = (x: number, y: number) => Array.from(pixels.data.subarray((y * 8 + x) * 4, (y * 8 + x) * 4 + 3));
    // After a clockwise quarter turn the left (red) half is on top.
    expect(at(4, 2)[0]).toBeGreaterThan(200);
    expect(at(4, 13)[2]).toBeGreaterThan(200);
  });

  it('turns and flips pixels for each EXIF orientation', () => {
    // 2 x 1 image: pixel values 1 and 2.
    const image = { width: 2, height: 1, data: new Uint8Array(new Uint32Array([1, 2]).buffer) };
    const pixels = (orientation: number) => {
      const out = applyOrientation(image, orientation);
      return [out.width, out.height, ...new Uint32Array(out.data.buffer)];
    };
    expect(pixels(1)).toEqual([2, 1, 1, 2]);
    expect(pixels(2)).toEqual([2, 1, 2, 1]);
    expect(pixels(3)).toEqual([2, 1, 2, 1]);
    expect(pixels(4)).toEqual([2, 1, 1, 2]);
    expect(pixels(5)).toEqual([1, 2, 1, 2]);
    expect(pixels(6)).toEqual([1, 2, 1, 2]);
    expect(pixels(7)).toEqual([1, 2, 2, 1]);
    expect(pixels(8)).toEqual([1, 2, 2, 1]);
  });
});
