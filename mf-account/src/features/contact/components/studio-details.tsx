import { useTranslation } from 'react-i18next';
import { STUDIO, STUDIO_WHATSAPP_DISPLAY } from 'shared-contracts';
import { NAMESPACE } from '../../../i18n';
import styles from './studio-details.module.css';

/** The studio's address, phone, WhatsApp, e-mail and opening hours. */
export function StudioDetails() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <dl className={styles.details}>
      <div className={styles.item}>
        <dt>{t('contact.studio.address')}</dt>
        <dd>
          <address>
            {STUDIO.street}
            <br />
            {`${STUDIO.postCode} ${STUDIO.city}`}
          </address>
        </dd>
      </div>
      <div className={styles.item}>
        <dt>{t('contact.studio.hours')}</dt>
        <dd>{t('contact.studio.hoursText')}</dd>
      </div>
      <div className={styles.item}>
        <dt>{t('contact.studio.phone')}</dt>
        <dd>
          <a href={`tel:${STUDIO.phone.dial}`}>{STUDIO.phone.display}</a>
        </dd>
      </div>
      <div className={styles.item}>
        <dt>{t('contact.studio.whatsApp')}</dt>
        <dd>{STUDIO_WHATSAPP_DISPLAY}</dd>
      </div>
      <div className={styles.item}>
        <dt>{t('contact.studio.email')}</dt>
        <dd>
          <a href={`mailto:${STUDIO.email}`}>{STUDIO.email}</a>
        </dd>
      </div>
    </dl>
  );
}
