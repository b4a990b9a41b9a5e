import { useEffect, useState } from 'react';

/** How long an idle moment is waited for after the first paint, at most. */
export const IDLE_WAIT_MS = 2000;

/**
 * True once the page has painted with this component and the browser then had an idle
 * moment (or IDLE_WAIT_MS passed): work that only decorates, like a looping video, starts
 * there instead of competing with the page's own code, data and pictures for a slow
 * connection before the first paint.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame, then a task after it: the frame with this component has been painted by then.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (typeof requestIdleCallback === 'function')
          idle = requestIdleCallback(() => setPainted(true), { timeout: IDLE_WAIT_MS });
        else setPainted(true);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, []);
  return painted;
}
