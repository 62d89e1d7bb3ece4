import { Worker } from 'node:worker_threads';
import { ApiError } from '../errors.ts';
import type { ReencodeRequest, ReencodeResponse } from './kyc-image-worker.ts';

/**
 * Re-encoding of KYC images (§5 Bounds), on one worker thread (kyc-image-worker.ts) so the seconds of CPU a
 * photo takes never stall bets and spins on the event loop. One image at a time; at most `maxQueuedImages` wait,
 * past that an upload is refused with 429 kyc_busy (services/kyc.ts adds Retry-After) (each player can only add 10 an hour,
 * services/kyc.ts). A job that runs past `reencodeTimeoutMs` ends the worker, and the next job starts another.
 * The worker keeps the process alive only while it has work (ref'd then, unref'd when idle).
 */
export const maxQueuedImages = 4;
export const reencodeTimeoutMs = 60_000;
export const kycBusy = 'kyc_busy';

interface Pending {
  request: ReencodeRequest;
  resolve(response: ReencodeResponse): void;
  timer: NodeJS.Timeout;
  /** A job whose worker died under it is sent once more to the next one; if that dies too, the job is refused. */
  retried: boolean;
}

let worker: Worker | null = null;
const pending = new Map<number, Pending>();
let nextId = 1;

/** The worker died (out of memory, say): each waiting job gets one more try on a new worker. */
function workerDied(reason: string): void {
  const jobs = [...pending.values()];
  for (const job of jobs) {
    if (!job.retried) continue;
    pending.delete(job.request.id);
    clearTimeout(job.timer);
    job.resolve({ id: job.request.id, ok: false, reason });
  }
  const again = jobs.filter((job) => !job.retried);
  if (again.length === 0) return;
  const next = currentWorker();
  next.ref();
  for (const job of again) {
    job.retried = true;
    next.postMessage(job.request);
  }
}

function currentWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./kyc-image-worker.ts', import.meta.url), {
    // A hostile image that slipped past the pixel limit must not take the server's memory with it.
    resourceLimits: { maxOldGenerationSizeMb: 1024 },
    // The worker needs none of the process's flags, and some (--input-type, --eval) would stop it from starting.
    execArgv: [],
  });
  started.on('message', (response: ReencodeResponse) => {
    const job = pending.get(response.id);
    if (!job) return;
    pending.delete(response.id);
    clearTimeout(job.timer);
    if (pending.size === 0) started.unref();
    job.resolve(response);
  });
  let died = false;
  const onDeath = (reason: string) => {
    if (died) return;
    died = true;
    if (worker === started) worker = null;
    workerDied(reason);
  };
  started.on('error', (error) => onDeath(error.message));
  started.on('exit', () => onDeath('the image worker stopped'));
  // Idle until a job is posted (after the listeners: adding a 'message' listener refs the worker's port again).
  started.unref();
  worker = started;
  return started;
}

/** The image decoded and encoded again, or why it could not be (a refusal for the player: invalid-type). */
export function reencodeImage(kind: 'png' | 'jpeg', bytes: Uint8Array): Promise<ReencodeResponse> {
  if (pending.size >= maxQueuedImages) {
    throw new ApiError(429, { code: kycBusy, message: 'Documents are being checked: try again in a minute.' });
  }
  const request: ReencodeRequest = { id: nextId++, kind, bytes };
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      pending.delete(request.id);
      if (pending.size === 0) worker?.unref();
      resolve({ id: request.id, ok: false, reason: 'the image took too long to decode' });
      // The others waiting are sent to a new worker (workerDied).
      void worker?.terminate();
    }, reencodeTimeoutMs);
    timer.unref();
    pending.set(request.id, { request, resolve, timer, retried: false });
    const target = currentWorker();
    target.ref();
    target.postMessage(request);
  });
}
