import { describe, expect, it } from 'vitest';
import { traceBlocking } from './trace-blocking.ts';

const main = { pid: 1, tid: 7 };
const task = (ts: number, dur: number, tdur: number, thread = main) => ({ name: 'RunTask', ph: 'X', ts: ts * 1000, dur: dur * 1000, tdur: tdur * 1000, ...thread });

describe('the main thread’s blocking read from a trace', () => {
  it('counts the painting thread’s tasks after its first contentful paint, by wall and by CPU time, at 4x', () => {
    const trace = {
      traceEvents: [
        task(50, 100, 100), // before the first paint: not counted
        { name: 'firstContentfulPaint', ts: 100_000, ...main },
        task(200, 30, 10), // 120 - 50 by wall; 40 by CPU: not blocking
        task(300, 20, 20), // 30 both ways
        task(400, 10, 10), // 40: not blocking
        task(500, 90, 90, { pid: 1, tid: 8 }), // another thread: not counted
      ],
    };
    expect(traceBlocking(trace)).toEqual({ byWallMs: 70 + 30, byCpuMs: 30, wallMs: 60, cpuMs: 40 });
  });

  it('says nothing of a trace with no first paint', () => {
    expect(traceBlocking([task(0, 100, 100)])).toBeNull();
  });
});
