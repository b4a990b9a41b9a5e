import { useTranslation } from 'react-i18next';
import { cx, usePageTitle } from 'remote-kit';
import { NAMESPACE } from '../../i18n';
import { StudioDetails } from './components/studio-details';
import { StudioMap } from './components/studio-map';
import { WhatsAppForm } from './components/whatsapp-form';
import { WriteUsForm } from './components/write-us-form';
import { STUDIO, STUDIO_WHATSAPP_DISPLAY } from './studio';
import frame from './contact.module.css';
import styles from './contact-page.module.css';

/** /contact (SPEC.md §2): the studio on a map with its address, the support form and the WhatsApp form. */
export default function ContactPage() {
  const { t } = useTranslation(NAMESPACE);
  const title = t('contact.title');
  usePageTitle(title);
  return (
    <section className={frame.page}>
      <header className={frame.header}>
        <h1 className={frame.title}>{title}</h1>
        <p className={frame.intro}>{t('contact.intro')}</p>
      </header>
      <div className={styles.grid}>
        <section className={frame.card} aria-labelledby="account-studio-heading">
          <h2 id="account-studio-heading" className={frame.cardTitle}>
            {t('contact.studio.heading')}
          </h2>
          <StudioMap
            label={t('contact.studio.mapLabel', {
              street: STUDIO.street,
              postCode: STUDIO.postCode,
              city: STUDIO.city,
            })}
          />
          <StudioDetails />
        </section>
        <section className={frame.card} aria-labelledby="account-write-us-heading">
          <h2 id="account-write-us-heading" className={frame.cardTitle}>
            {t('contact.writeUs.heading')}
          </h2>
          <p className={frame.cardIntro}>{t('contact.writeUs.intro')}</p>
          <WriteUsForm />
        </section>
      </div>
      <section className={cx(frame.card, styles.whatsApp)} aria-labelledby="account-whatsapp-heading">
        <div>
          <h2 id="account-whatsapp-heading" className={frame.cardTitle}>
            {t('contact.whatsApp.heading')}
          </h2>
          <p className={frame.cardIntro}>
            {t('contact.whatsApp.intro', { number: STUDIO_WHATSAPP_DISPLAY })}
          </p>
        </div>
        <WhatsAppForm />
      </section>
    </section>
  );
}
