import type { SandboxContext } from './context.ts';

/**
 * The sandbox's mail server: an e-mail is a row of the outbox table and a line in the server log. Tests and
 * people read the links from GET /sandbox/outbox (services/sandbox-control.ts) or from the log.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** What the mail is for: 'verify-email', 'password-reset'... */
  kind: string;
  /** The link the mail carries, if any. */
  link?: string;
}

export interface OutboxItem extends OutgoingMail {
  id: number;
  createdAt: string;
}

export async function sendMail(context: SandboxContext, mail: OutgoingMail): Promise<void> {
  await context.db.run('INSERT INTO outbox (to_address, subject, body, kind, link, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
    mail.to,
    mail.subject,
    mail.text,
    mail.kind,
    mail.link ?? null,
    context.clock.now(),
  ]);
  context.log.info(`[mail] to ${mail.to}: ${mail.subject}${mail.link ? ` -> ${mail.link}` : ''}`);
}

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  kind: string;
  link: string | null;
  created_at: number;
}

/** The latest mails first, optionally only those to one address. */
export async function readOutbox(context: SandboxContext, options: { to?: string; limit?: number } = {}): Promise<OutboxItem[]> {
  const limit = Math.min(Math.max(options.limit ?? 20, 1), 200);
  const rows = options.to
    ? await context.db.all<OutboxRow>('SELECT * FROM outbox WHERE lower(to_address) = ? ORDER BY id DESC LIMIT ?', [options.to.toLowerCase(), limit])
    : await context.db.all<OutboxRow>('SELECT * FROM outbox ORDER BY id DESC LIMIT ?', [limit]);
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.body,
    kind: row.kind,
    ...(row.link ? { link: row.link } : {}),
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
