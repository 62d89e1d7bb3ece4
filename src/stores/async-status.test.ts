import { describe, expect, test } from 'vitest';
import { markError, markLoading, markSuccess, resetStatus, statusOf, trackAsync } from './async-status.ts';

describe('async status per id (§4)', () => {
  test('loading and success clear the error; error stores the payload; reset returns to idle', () => {
    markError('a', { code: 'x' });
    expect(statusOf('a')).toEqual({ status: 'error', error: { code: 'x' } });
    markLoading('a');
    expect(statusOf('a')).toEqual({ status: 'loading', error: null });
    markError('a', 'boom');
    markSuccess('a');
    expect(statusOf('a')).toEqual({ status: 'success', error: null });
    resetStatus('a');
    expect(statusOf('a').status).toBe('idle');
  });

  test('a failure whose text holds a JSON object stores the object', async () => {
    await expect(trackAsync('b', async () => Promise.reject(new Error('Request failed: {"code":"not_enough_money"}')))).resolves.toBeUndefined();
    expect(statusOf('b')).toEqual({ status: 'error', error: { code: 'not_enough_money' } });
  });

  test('an unparsable failure is stored and rethrown (§8)', async () => {
    const failure = new Error('socket hang up');
    await expect(trackAsync('c', async () => Promise.reject(failure))).rejects.toBe(failure);
    expect(statusOf('c')).toEqual({ status: 'error', error: failure });
  });

  test('ids are tracked independently', async () => {
    await trackAsync('d', async () => 1);
    markLoading('e');
    expect(statusOf('d').status).toBe('success');
    expect(statusOf('e').status).toBe('loading');
  });
});
