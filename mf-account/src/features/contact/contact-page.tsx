import { useTranslation } from 'react-i18next';
import { ROUTES, STUDIO, STUDIO_WHATSAPP_DISPLAY } from 'shared-contracts';
import { NAMESPACE } from '../../i18n';
import { AccountPage, AccountPanel } from '../../shared/layout/account-page';
import { Columns } from '../../shared/layout/columns';
import { StudioDetails } from './components/studio-details';
import { StudioMap } from './components/studio-map';
import { WhatsAppForm } from './components/whatsapp-form';
import { WriteUsForm } from './components/write-us-form';
import styles from './contact-page.module.css';

const STUDIO_HEADING_ID = 'account-studio-heading';
const WRITE_US_HEADING_ID = 'account-write-us-heading';
const WHATSAPP_HEADING_ID = 'account-whatsapp-heading';

/** /contact (docs/spec.md §2): the studio on a map with its address, the support form and the WhatsApp form. */
export default function ContactPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <AccountPage
      title={t('contact.title')}
      description={t('contact.description')}
      canonicalPath={ROUTES.contact}
      intro={t('contact.intro')}
      width="wide"
    >
      <Columns shares={[5, 6]}>
        <AccountPanel heading={{ id: STUDIO_HEADING_ID, text: t('contact.studio.heading') }}>
          <StudioMap
            label={t('contact.studio.mapLabel', {
              street: STUDIO.street,
              postCode: STUDIO.postCode,
              city: STUDIO.city,
            })}
          />
          <StudioDetails />
        </AccountPanel>
        <AccountPanel
          heading={{ id: WRITE_US_HEADING_ID, text: t('contact.writeUs.heading') }}
          intro={t('contact.writeUs.intro')}
        >
          <WriteUsForm labelledBy={WRITE_US_HEADING_ID} />
        </AccountPanel>
      </Columns>
      <AccountPanel
        className={styles.whatsApp}
        columns={[5, 6]}
        heading={{ id: WHATSAPP_HEADING_ID, text: t('contact.whatsApp.heading') }}
        intro={t('contact.whatsApp.intro', { number: STUDIO_WHATSAPP_DISPLAY })}
      >
        <WhatsAppForm labelledBy={WHATSAPP_HEADING_ID} />
      </AccountPanel>
    </AccountPage>
  );
}
