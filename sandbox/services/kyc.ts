import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Hono } from 'hono';
import { z } from 'zod';
import * as profile from '../../generated/profile/profile.zod.ts';
import { requireAuth } from '../auth/middleware.ts';
import type { SandboxContext, SandboxEnv } from '../context.ts';
import { ApiError, errorCodes, validationError } from '../errors.ts';
import { sendJson } from '../validate.ts';
import { iso } from './payments-common.ts';

/**
 * KYC documents (§7 POST api/users/documents/upload/, §5 KYC upload). The files are kept on disk under the
 * data folder (<data dir>/kyc/<user id>/); the type is checked from the file's first bytes, not from the
 * name or the header the browser sends. Staff (or the sandbox control route) approve or reject them.
 */
export const kycMaxBytes = 5 * 1024 * 1024;
/** The whole multipart request: the file plus its few form fields. */
export const kycUploadPath = '/api/users/documents/upload/';
export const kycMaxRequestBytes = kycMaxBytes + 64 * 1024;

const signatures: { mediaType: string; extension: string; matches: (bytes: Uint8Array) => boolean }[] = [
  { mediaType: 'image/jpeg', extension: 'jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mediaType: 'image/png', extension: 'png', matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((value, index) => b[index] === value) },
  { mediaType: 'application/pdf', extension: 'pdf', matches: (b) => [0x25, 0x50, 0x44, 0x46, 0x2d].every((value, index) => b[index] === value) },
];

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

export function kycRoutes(context: SandboxContext) {
  const routes = new Hono<SandboxEnv>();
  const auth = requireAuth(context);
  const { db, clock } = context;
  // SQLite keeps its file in the data folder; with PostgreSQL the files go to DATA_DIR (default ./data), as the
  // start-up reads it (SandboxContext does not carry the folder yet).
  const kycDirectory = db.dialect === 'sqlite' ? join(dirname(db.location), 'kyc') : join(resolve(process.env.DATA_DIR ?? './data'), 'kyc');

  routes.post(kycUploadPath, auth, async (c) => {
    const contentType = c.req.header('Content-Type') ?? '';
    if (!/^multipart\/form-data/i.test(contentType)) {
      throw new ApiError(415, { code: errorCodes.unsupportedMediaType, message: 'Send the document as multipart/form-data.' });
    }
    let form: Record<string, string | File | (string | File)[]>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch {
      throw validationError([{ field: 'document', code: 'invalid', message: 'The upload could not be read.' }]);
    }
    const file = form.document;
    if (!(file instanceof File) || file.size === 0) throw validationError([{ field: 'document', code: 'required', message: 'Please select a file.' }]);
    if (file.size > kycMaxBytes) throw validationError([{ field: 'document', code: 'invalid-size', message: 'The file is larger than 5 MB.' }]);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = signatures.find((signature) => signature.matches(bytes));
    if (!kind) throw validationError([{ field: 'document', code: 'invalid-type', message: 'Only JPEG, PNG and PDF files are accepted.' }]);
    const typeValue = typeof form.document_type === 'string' ? form.document_type : 'id_card';
    if (!(documentTypes as readonly string[]).includes(typeValue)) {
      throw validationError([{ field: 'document_type', code: 'invalid_choice', message: 'Unknown document type.' }]);
    }
    const user = c.var.user;
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
  });

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
