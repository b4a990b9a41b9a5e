import { type RefObject, useEffect } from 'react';

/**
 * Pauses a looping video while it is scrolled out of view and resumes it on return, unless
 * the visitor paused it themselves: the home is long, and a hidden loop only costs battery.
 */
export function usePauseOffscreen(
  videoRef: RefObject<HTMLVideoElement | null>,
  enabled: boolean,
  pausedByVisitor: RefObject<boolean>,
): void {
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      if (!entry.isIntersecting) video.pause();
      else if (!pausedByVisitor.current) void video.play().catch(() => undefined);
    });
    observer.observe(video);
    return () => observer.disconnect();
  }, [videoRef, enabled, pausedByVisitor]);
}
