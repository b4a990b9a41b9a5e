import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PauseIcon, PlayIcon } from '../icons/icons';
import { BANNER_MESSAGES, type BannerMessage } from './banner-messages';
import styles from './rotating-banner.module.css';

/**
 * The announcement strip above the header. Each message stays for its own duration; the
 * rotation pauses while the pointer or the keyboard focus is on it, and a button stops it
 * for good (WCAG 2.2.2). Not a live region: a changing message is not worth an interruption.
 */
export function RotatingBanner({ messages = BANNER_MESSAGES }: { messages?: readonly BannerMessage[] }) {
  const { t } = useTranslation('shell');
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = stopped || hovered || focused;
  const message = messages[index % messages.length];

  useEffect(() => {
    if (paused || !message || messages.length < 2) return;
    const timer = setTimeout(
      () => setIndex((current) => (current + 1) % messages.length),
      message.durationMs,
    );
    return () => clearTimeout(timer);
  }, [paused, message, messages.length]);

  if (!message) return null;

  return (
    <section
      className={styles.banner}
      aria-label={t('frame.banner.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
    >
      <p key={index} className={styles.message}>
        {t(message.textKey)}
        {message.link && (
          <Link className={styles.link} to={message.link.to}>
            {t(message.link.labelKey)}
          </Link>
        )}
      </p>
      <button
        type="button"
        className={styles.pause}
        aria-label={t(stopped ? 'frame.banner.resume' : 'frame.banner.pause')}
        onClick={() => setStopped(!stopped)}
      >
        {stopped ? <PlayIcon /> : <PauseIcon />}
      </button>
    </section>
  );
}
