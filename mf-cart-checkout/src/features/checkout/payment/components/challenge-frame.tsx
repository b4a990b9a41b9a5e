import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { THREE_DS } from 'shared-contracts';
import { useBus } from 'remote-kit';
import { NAMESPACE } from '../../../../i18n';
import { type FrameHandle, newFrameName, postToFrame } from '../flow/three-ds-frames';
import styles from './challenge-frame.module.css';

export interface ChallengeRequest {
  url: string;
  creq: string;
  /** Called once the frame is on the page and the CReq posted to it. */
  onOpened: (handle: FrameHandle) => void;
  /** The frame goes away (the flow is done with it). */
  onClose: () => void;
}

/**
 * The issuer's challenge page in docs/spec.md §9's 600×400 frame, posted the CReq as a real ACS
 * expects. While it shows, 'frame.embedded-active' is on (the shell hides its footer); on a
 * narrow phone the frame takes the width there is and the issuer's page scrolls inside it.
 */
export function ChallengeFrame({ challenge }: { challenge: ChallengeRequest }) {
  const { t } = useTranslation(NAMESPACE);
  const bus = useBus();
  const frame = useRef<HTMLIFrameElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const name = useRef(newFrameName('challenge')).current;

  useEffect(() => {
    bus.publish('frame.embedded-active', true);
    return () => bus.publish('frame.embedded-active', false);
  }, [bus]);

  useEffect(() => {
    const iframe = frame.current;
    if (!iframe) return;
    postToFrame(name, challenge.url, { creq: challenge.creq });
    // The shopper's next step is here: focus (and the view) move to it.
    heading.current?.focus();
    challenge.onOpened({ window: () => iframe.contentWindow, close: challenge.onClose });
  }, [challenge, name]);

  return (
    <section className={styles.challenge} aria-labelledby="cart-checkout-challenge-heading">
      <h2 id="cart-checkout-challenge-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        {t('checkout.payment.challengeHeading')}
      </h2>
      <p className={styles.intro}>{t('checkout.payment.challengeIntro')}</p>
      <div className={styles.viewport}>
        <iframe
          ref={frame}
          name={name}
          title={t('checkout.payment.challengeFrame')}
          className={styles.frame}
          width={THREE_DS.challengeWidthPx}
          height={THREE_DS.challengeHeightPx}
        />
      </div>
    </section>
  );
}
