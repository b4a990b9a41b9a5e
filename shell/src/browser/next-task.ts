interface SchedulerWithYield {
  yield(): Promise<void>;
}

/**
 * Resolves in a task of its own, after the browser has had its turn (input, paint): work
 * after `await nextTask()` is no longer part of the task before it. `scheduler.yield()` where
 * the browser has it (it continues ahead of other queued tasks), a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
