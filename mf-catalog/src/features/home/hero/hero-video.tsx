import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusState } from 'remote-kit';
import { NAMESPACE } from '../../../i18n';
import scripting from '../../../shared/scripting.module.css';
import mp4 from '../assets/video/hero-loop.mp4';
import webm from '../assets/video/hero-loop.webm';
import poster from '../assets/video/hero-poster.webp';
import { useAfterFirstPaint } from './use-after-first-paint';
import { usePauseOffscreen } from './use-pause-offscreen';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import styles from './hero.module.css';

/**
 * The hero's silent loop of the studio's interiors. The page comes with the poster as a plain
 * picture: a `<video>` element costs the browser its media controls' styles (40–180 ms of
 * style work on this machine's Chromium, four times that on a phone), so the loop's element
 * comes only after the first paint and an idle moment, fetched and played then. On the mobile
 * layout and with reduced motion the poster stays until the visitor presses play, which spares
 * a phone the work and the 300 KB. The loop carries no information, so screen readers skip
 * it; the button still pauses it. Without scripts the poster stays, and the button, which
 * could do nothing, is left out.
 */
export function HeroVideo() {
  const { t } = useTranslation(NAMESPACE);
  const reducedMotion = usePrefersReducedMotion();
  const mobile = useBusState('layout.mobile', false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [startedByVisitor, setStartedByVisitor] = useState(false);
  const pausedByVisitor = useRef(false);
  const painted = useAfterFirstPaint();
  const plays = startedByVisitor || (painted && !reducedMotion && !mobile);
  // Once there, the loop's element stays (a later layout or motion change only pauses it).
  const [videoShown, setVideoShown] = useState(false);
  if (plays && !videoShown) setVideoShown(true);
  usePauseOffscreen(videoRef, plays, pausedByVisitor);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // React sets `muted` as a property only; set it again so no browser ever starts with sound.
    video.muted = true;
    if (!plays) video.pause();
  }, [plays, videoShown]);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) {
      setStartedByVisitor(true);
      return;
    }
    // Follows the button's label, which follows the video's own play and pause events.
    pausedByVisitor.current = playing;
    if (playing) video.pause();
    else void video.play().catch(() => setPlaying(false));
  };

  return (
    <>
      {videoShown ? (
        <video
          ref={videoRef}
          className={styles.media}
          poster={poster}
          width={1280}
          height={720}
          muted
          loop
          playsInline
          preload="none"
          aria-hidden="true"
          tabIndex={-1}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
        >
          <source src={webm} type="video/webm" />
          <source src={mp4} type="video/mp4" />
        </video>
      ) : (
        <img className={styles.media} src={poster} width={1280} height={720} alt="" fetchPriority="high" />
      )}
      <span className={scripting.withScript}>
        <button
          type="button"
          className={styles.toggle}
          onClick={toggle}
          aria-label={playing ? t('home.hero.pause') : t('home.hero.play')}
        >
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
            {playing ? (
              <path d="M4 2h3v12H4zM9 2h3v12H9z" fill="currentColor" />
            ) : (
              <path d="M4 2l10 6-10 6z" fill="currentColor" />
            )}
          </svg>
        </button>
      </span>
    </>
  );
}
