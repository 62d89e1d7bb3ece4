import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { launchRateLimitSeconds, withAttempts } from './game-session.ts';

const refusal = (status: number, body: unknown) =>
  new ApiError({ success: false, data: null, errorMessage: 'refused', codeStatus: (body as { code?: string })?.code ?? status, responseStatus: status, errorBody: body });

describe('a launch refused as too many (§5 Bounds)', () => {
  it('reads the wait from the refusal, and only from a 429', () => {
    expect(launchRateLimitSeconds(refusal(429, { code: 'demo_launch_rate_limited', detail: '7' }))).toBe(7);
    expect(launchRateLimitSeconds(refusal(429, { code: 'demo_launch_rate_limited' }))).toBe(60);
    expect(launchRateLimitSeconds(refusal(429, 'Too Many Requests'))).toBe(60);
    expect(launchRateLimitSeconds(refusal(503, { code: 'provider_unavailable' }))).toBeNull();
    expect(launchRateLimitSeconds(new Error('network'))).toBeNull();
  });

  it('ends the §4 attempts at once instead of retrying into the limit', async () => {
    const work = vi.fn().mockRejectedValue(refusal(429, { code: 'demo_launch_rate_limited', detail: '7' }));
    const onFailure = vi.fn();
    const onAttemptFailed = vi.fn();
    expect(await withAttempts(work, { onFailure, onAttemptFailed, isFinal: (error) => launchRateLimitSeconds(error) !== null })).toBeNull();
    expect(work).toHaveBeenCalledTimes(1);
    expect(onAttemptFailed).not.toHaveBeenCalled();
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});
