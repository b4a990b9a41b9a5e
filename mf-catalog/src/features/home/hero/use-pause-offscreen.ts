import { type RefObject, useEffect } from 'react';

/**
 * Plays a looping video while it is in view, from when `enabled` turns true, and pauses it
 * while it is scrolled out of view, unless the visitor paused it themselves: the home is
 * long, and a hidden loop only costs battery. Without IntersectionObserver it just plays.
 */
export function usePauseOffscreen(
  videoRef: RefObject<HTMLVideoElement | null>,
  enabled: boolean,
  pausedByVisitor: RefObject<boolean>,
): void {
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !enabled) return;
    const play = () => {
      if (!pausedByVisitor.current) void video.play().catch(() => undefined);
    };
    if (typeof IntersectionObserver === 'undefined') {
      play();
      return;
    }
    // Its first report, at once, says whether the video is in view now.
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      if (entry.isIntersecting) play();
      else video.pause();
    });
    observer.observe(video);
    return () => observer.disconnect();
  }, [videoRef, enabled, pausedByVisitor]);
}
