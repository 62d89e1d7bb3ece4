// The main thread's blocking after the first contentful paint, read from a Chromium trace (Lighthouse's saved one) in
// two ways, as `npm run bench` reports them beside Lighthouse's TBT (§2 Speed):
//   - byWallMs: each task's wall-clock time x the CPU slowdown, less 50 ms: what Lighthouse's simulated TBT follows;
//   - byCpuMs: the same with each task's own CPU time (the trace's thread time), which time the main thread spent
//     descheduled does not inflate. On a 2-core machine, Chromium's raster, compositor, GPU and browser threads and the
//     sandbox take the renderer's core for part of its tasks: the wall time of the pages' tasks was 1.5-2.6x their CPU.

interface TraceEvent {
  name: string;
  ph?: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
}

export interface TraceBlocking {
  byWallMs: number;
  byCpuMs: number;
  /** The main thread's task time after the first contentful paint. */
  wallMs: number;
  cpuMs: number;
}

/** The blocking of the page's main thread (the thread that painted first) after its first contentful paint. */
export function traceBlocking(trace: { traceEvents: TraceEvent[] } | TraceEvent[], slowdown = 4): TraceBlocking | null {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) return null;
  const tasks = events.filter((event) => event.pid === fcp.pid && event.tid === fcp.tid && event.ph === 'X' && event.name === 'RunTask' && event.ts >= fcp.ts);
  const over = (ms: number) => Math.max(0, ms * slowdown - 50);
  let byWallMs = 0;
  let byCpuMs = 0;
  let wallMs = 0;
  let cpuMs = 0;
  for (const task of tasks) {
    const wall = (task.dur ?? 0) / 1000;
    const cpu = (task.tdur ?? task.dur ?? 0) / 1000;
    byWallMs += over(wall);
    byCpuMs += over(cpu);
    wallMs += wall;
    cpuMs += cpu;
  }
  const round = Math.round;
  return { byWallMs: round(byWallMs), byCpuMs: round(byCpuMs), wallMs: round(wallMs), cpuMs: round(cpuMs) };
}
