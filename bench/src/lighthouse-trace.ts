// How much of the page's main-thread time in a Lighthouse run was the page's own work, read
// from the trace Lighthouse recorded (`--save-assets`). Lighthouse's simulation multiplies
// each task's wall time by the CPU slowdown (4 on the mobile preset); on a machine whose cores
// Chromium's processes, Lighthouse and the shop share, a task's wall time also holds the time
// its thread waited for a core. Each task event carries both: `dur` (wall) and `tdur` (the
// thread's CPU time).

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

export interface MainThreadFigures {
  /** The main thread's CPU time over the wall time of its tasks of 10 ms or more (0–1). */
  cpuShare: number;
  /**
   * Total blocking time reckoned from the trace as Lighthouse's simulation does, tasks after
   * first contentful paint at 4× their duration, but with each task's CPU time in place of its
   * wall time: what the page would block with a core to itself.
   */
  tbtAtThreadTimeMs: number;
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const LONG_TASK_US = 10_000;
const SLOWDOWN = 4;
const BLOCKING_FROM_MS = 50;

export function mainThreadFigures(events: readonly TraceEvent[]): MainThreadFigures | undefined {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return undefined;
  const tasks = events.filter(
    (event) =>
      event.pid === paint.pid &&
      event.tid === paint.tid &&
      event.ph === 'X' &&
      TASK_NAMES.has(event.name) &&
      event.dur !== undefined &&
      event.tdur !== undefined,
  );
  let wall = 0;
  let cpu = 0;
  let tbtThread = 0;
  for (const task of tasks) {
    const dur = task.dur!;
    const tdur = Math.min(task.tdur!, dur);
    if (dur >= LONG_TASK_US) {
      wall += dur;
      cpu += tdur;
    }
    const end = task.ts + dur;
    if (end <= paint.ts) continue;
    const afterPaint = (end - Math.max(task.ts, paint.ts)) / dur;
    tbtThread += blocking((tdur * afterPaint) / 1000);
  }
  return {
    cpuShare: wall > 0 ? cpu / wall : 1,
    tbtAtThreadTimeMs: tbtThread,
  };
}

const blocking = (ms: number) => Math.max(0, ms * SLOWDOWN - BLOCKING_FROM_MS);
