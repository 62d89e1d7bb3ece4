import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import * as profile from '../../generated/profile/profile.zod.ts';
import { requireAuth } from '../auth/middleware.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { ApiError, errorCodes, validationError } from '../errors.ts';
import { sendJson } from '../validate.ts';
import { checkKycContent, kycMaxPixels, kycMediaTypes } from './kyc-content.ts';
import { kycBusy, reencodeImage } from './kyc-images.ts';
import { iso } from './payments-common.ts';

/**
 * KYC documents (§7 POST api/users/documents/upload/, §5 KYC upload). The files are kept on disk under the
 * data folder (<data dir>/kyc/<user id>/) and never served back by the sandbox.
 *
 * §5 Bounds, what an upload goes through, in order:
 *   rate     at most `uploadsPerHour` attempts per player in any hour (429 kyc_upload_rate_limited, field code
 *            'rate-limited', Retry-After); every attempt past sign-in counts, refused ones too
 *   size     at most 5 MB ('invalid-size')
 *   quota    at most `maxDocuments` documents and `maxTotalBytes` in all awaiting review or approved per player
 *            (400, field codes 'quota-count', 'quota-size'); rejected ones do not count, so a player asked for a
 *            better picture can always send one
 *   content  the whole structure of the PNG, JPEG or PDF, and no markup or script anywhere (kyc-content.ts,
 *            'invalid-type'; more than 40 megapixels: 'invalid-dimensions')
 *   images   decoded and encoded again (kyc-images.ts), so only pixels are stored; PDFs are stored as checked;
 *            when the checker is saturated, 429 kyc_busy with Retry-After
 * One player's uploads run one after another, so two sent at once cannot both pass the quota.
 */
export const kycMaxBytes = 5 * 1024 * 1024;
/** The whole multipart request: the file plus its few form fields. */
export const kycUploadPath = '/api/users/documents/upload/';
export const kycMaxRequestBytes = kycMaxBytes + 64 * 1024;

export const kycLimits = {
  /** Attempts per player in any rolling hour. */
  uploadsPerHour: 10,
  /** Documents awaiting review or approved, per player: a few per document type (§5 types), with retries. */
  maxDocuments: 20,
  /** Their bytes in all, per player. */
  maxTotalBytes: 25 * 1024 * 1024,
};
const hourMs = 3600_000;
export const kycUploadRateLimited = 'kyc_upload_rate_limited';

const documentTypes = ['passport', 'id_card', 'driving_licence', 'proof_of_address', 'selfie'] as const;

interface DocumentRow {
  id: number;
  document_type: (typeof documentTypes)[number];
  file_name: string;
  status: 'pending' | 'approved' | 'rejected';
  rejection_reason: string | null;
  uploaded_at: number;
}

const toDocument = (row: DocumentRow) => ({
  id: row.id,
  documentType: row.document_type,
  fileName: row.file_name,
  status: row.status,
  uploadedAt: iso(row.uploaded_at),
  rejectionReason: row.rejection_reason,
});

const reviewBody = z.object({ status: z.enum(['approved', 'rejected']), reason: z.string().max(255).optional() });

/** One player's uploads one after another (per process), so the quota is checked against what is stored. */
const uploadQueues = new Map<number, Promise<unknown>>();

function oneAtATime<T>(userId: number, work: () => Promise<T>): Promise<T> {
  const previous = uploadQueues.get(userId) ?? Promise.resolve();
  const run = previous.then(work, work);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  uploadQueues.set(userId, settled);
  void settled.then(() => {
    if (uploadQueues.get(userId) === settled) uploadQueues.delete(userId);
  });
  return run;
}

export function kycRoutes(context: SandboxContext) {
  const routes = new Hono<SandboxEnv>();
  const auth = requireAuth(context);
  const { db, clock } = context;
  // SQLite keeps its file in the data folder; with PostgreSQL the files go to DATA_DIR (default ./data), as the
  // start-up reads it (SandboxContext does not carry the folder yet).
  const kycDirectory = db.dialect === 'sqlite' ? join(dirname(db.location), 'kyc') : join(resolve(process.env.DATA_DIR ?? './data'), 'kyc');

  routes.post(kycUploadPath, auth, (c) => oneAtATime(c.var.user.id, () => upload(c)));

  async function upload(c: Context<SandboxEnv>) {
    const contentType = c.req.header('Content-Type') ?? '';
    if (!/^multipart\/form-data/i.test(contentType)) {
      throw new ApiError(415, { code: errorCodes.unsupportedMediaType, message: 'Send the document as multipart/form-data.' });
    }
    const user = c.var.user;
    await takeUploadAttempt(c, user.id);
    let form: Record<string, string | File | (string | File)[]>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch {
      throw validationError([{ field: 'document', code: 'invalid', message: 'The upload could not be read.' }]);
    }
    const file = form.document;
    if (!(file instanceof File) || file.size === 0) throw validationError([{ field: 'document', code: 'required', message: 'Please select a file.' }]);
    if (file.size > kycMaxBytes) throw validationError([{ field: 'document', code: 'invalid-size', message: 'The file is larger than 5 MB.' }]);
    const typeValue = typeof form.document_type === 'string' ? form.document_type : 'id_card';
    if (!(documentTypes as readonly string[]).includes(typeValue)) {
      throw validationError([{ field: 'document_type', code: 'invalid_choice', message: 'Unknown document type.' }]);
    }
    await checkQuota(user.id, file.size);
    const uploaded = new Uint8Array(await file.arrayBuffer());
    const verdict = checkKycContent(uploaded);
    if (!verdict.ok) {
      const message = verdict.code === 'invalid-dimensions' ? `The image is larger than ${kycMaxPixels / 1e6} megapixels.` : 'Only JPEG, PNG and PDF files are accepted.';
      context.log.info(`KYC upload by user ${user.id} refused: ${verdict.reason}`);
      throw validationError([{ field: 'document', code: verdict.code, message }]);
    }
    let bytes: Uint8Array = uploaded;
    if (verdict.kind !== 'pdf') {
      let image: Awaited<ReturnType<typeof reencodeImage>>;
      try {
        image = await reencodeImage(verdict.kind, uploaded);
      } catch (error) {
        if (error instanceof ApiError && error.body.code === kycBusy) c.header('Retry-After', '30');
        throw error;
      }
      if (!image.ok) {
        context.log.info(`KYC upload by user ${user.id} refused: the image does not decode (${image.reason})`);
        throw validationError([{ field: 'document', code: 'invalid-type', message: 'Only JPEG, PNG and PDF files are accepted.' }]);
      }
      bytes = image.bytes;
      // Re-encoded, an image can come out larger than it was sent.
      await checkQuota(user.id, bytes.length);
    }
    const kind = kycMediaTypes[verdict.kind];
    const storedName = `${randomUUID()}.${kind.extension}`;
    const folder = join(kycDirectory, String(user.id));
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, storedName), bytes);
    const fileName = file.name.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 120) || `document.${kind.extension}`;
    const row = await db.get<DocumentRow>(
      `INSERT INTO kyc_documents (user_id, document_type, file_name, stored_name, media_type, size_bytes, status, uploaded_at)
       VALUES (?, ?, ?, ?, ?, ?, 'pending', ?) RETURNING id, document_type, file_name, status, rejection_reason, uploaded_at`,
      [user.id, typeValue, fileName, storedName, kind.mediaType, bytes.length, clock.now()],
    );
    return sendJson(c, profile.UploadKycDocumentResponse, toDocument(row!), 201);
  }

  /** Counts this attempt, or refuses it when the player has used the hour's allowance (refusals not counted). */
  async function takeUploadAttempt(c: Context<SandboxEnv>, userId: number): Promise<void> {
    const now = clock.now();
    await db.run('DELETE FROM kyc_upload_attempts WHERE user_id = ? AND attempted_at <= ?', [userId, now - hourMs]);
    const recent = await db.all<{ attempted_at: number }>('SELECT attempted_at FROM kyc_upload_attempts WHERE user_id = ? ORDER BY attempted_at ASC', [userId]);
    if (recent.length >= kycLimits.uploadsPerHour) {
      // Free again when the oldest attempt of the window is an hour old.
      const seconds = Math.max(1, Math.ceil((recent[recent.length - kycLimits.uploadsPerHour].attempted_at + hourMs - now) / 1000));
      c.header('Retry-After', String(seconds));
      const message = `Too many uploads: at most ${kycLimits.uploadsPerHour} an hour. Try again in ${Math.ceil(seconds / 60)} min.`;
      throw new ApiError(429, { code: kycUploadRateLimited, message, detail: String(seconds), errors: [{ field: 'document', code: 'rate-limited', message }] });
    }
    await db.run('INSERT INTO kyc_upload_attempts (user_id, attempted_at) VALUES (?, ?)', [userId, now]);
  }

  async function checkQuota(userId: number, addedBytes: number): Promise<void> {
    const held = (await db.get<{ count: number; bytes: number }>(
      "SELECT COUNT(*) AS count, COALESCE(SUM(size_bytes), 0) AS bytes FROM kyc_documents WHERE user_id = ? AND status IN ('pending', 'approved')",
      [userId],
    ))!;
    if (held.count >= kycLimits.maxDocuments) {
      throw validationError([{ field: 'document', code: 'quota-count', message: `You already have ${kycLimits.maxDocuments} documents awaiting review or approved.` }]);
    }
    if (held.bytes + addedBytes > kycLimits.maxTotalBytes) {
      throw validationError([{ field: 'document', code: 'quota-size', message: `Your documents would pass ${kycLimits.maxTotalBytes / 1024 / 1024} MB in all.` }]);
    }
  }

  routes.get('/api/users/documents/', auth, async (c) => {
    const rows = await db.all<DocumentRow>(
      'SELECT id, document_type, file_name, status, rejection_reason, uploaded_at FROM kyc_documents WHERE user_id = ? ORDER BY uploaded_at DESC, id DESC',
      [c.var.user.id],
    );
    const status = rows.length === 0 ? 'not_uploaded' : rows.some((row) => row.status === 'approved') ? 'approved' : rows[0].status;
    return sendJson(c, profile.ListKycDocumentsResponse, { status, documents: rows.map(toDocument) });
  });

  // Test control (sandbox only): a reviewer's decision on a document.
  if (context.config.controlRoutes) {
    routes.post('/sandbox/kyc/:id/review', async (c) => {
      const id = Number(c.req.param('id'));
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        body = null;
      }
      const parsed = reviewBody.safeParse(body);
      if (!Number.isSafeInteger(id) || !parsed.success) throw validationError([{ field: 'status', code: 'invalid', message: 'Send {"status": "approved" | "rejected"}.' }]);
      const result = await db.run('UPDATE kyc_documents SET status = ?, rejection_reason = ? WHERE id = ?', [parsed.data.status, parsed.data.reason ?? null, id]);
      if (result.changes === 0) throw new ApiError(404, { code: errorCodes.notFound, message: 'No such document.' });
      return c.json({ id, status: parsed.data.status });
    });
  }

  return routes;
}
