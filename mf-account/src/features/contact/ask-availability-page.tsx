import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import {
  ASK_AVAILABILITY_PRODUCT_PARAM,
  ProductIdSchema,
  ROUTES,
  apiLanguage,
  paths,
} from 'shared-contracts';
import { useSnapshot } from 'valtio';
import { useLanguage } from 'remote-kit';
import { NAMESPACE } from '../../i18n';
import { AskAvailabilityForm } from './components/ask-availability-form';
import { availabilityProductState, loadAvailabilityProduct } from './stores/availability-product-store';
import { AccountPage, AccountPanel, PageStatus } from '../../shared/layout/account-page';
import { Columns } from '../../shared/layout/columns';
import { PageNotice } from '../../shared/layout/page-notice';
import styles from './ask-availability-page.module.css';

/** No product to ask about (none in the link, or one the shop does not have): the way back to the shop. */
function NoProduct({ messageKey }: { messageKey: 'noProduct' | 'unknownProduct' }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PageNotice
      text={t(`contact.askAvailability.${messageKey}`)}
      action={{ to: ROUTES.home, label: t('contact.askAvailability.toShop') }}
    />
  );
}

const HEADING_ID = 'account-availability-heading';

function AskAboutProduct({ productId }: { productId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const language = apiLanguage(useLanguage());
  const { key, status, product } = useSnapshot(availabilityProductState);
  useEffect(() => {
    void loadAvailabilityProduct(productId, language);
  }, [productId, language]);

  const current = key === `${language}:${productId}`;
  // Shown while it loads again in another language, so the form keeps what was typed.
  const shown = product?.id === productId ? product : undefined;
  if (current && status === 'not-found') return <NoProduct messageKey="unknownProduct" />;
  if (!shown && !(current && status === 'failed'))
    return <PageStatus>{t('contact.askAvailability.loading')}</PageStatus>;
  // A product that could not be loaded is still asked about, by its reference.
  const name = shown?.name ?? t('contact.askAvailability.productReference', { id: productId });
  return (
    <Columns shares={[4, 7]}>
      <figure className={styles.product}>
        {shown && <img className={styles.image} src={shown.image} alt="" width={400} height={400} />}
        <figcaption>
          <Link className={styles.name} to={paths.product(productId)}>
            {name}
          </Link>
        </figcaption>
      </figure>
      <AccountPanel
        heading={{ id: HEADING_ID, text: t('contact.askAvailability.heading') }}
        intro={t('contact.askAvailability.intro')}
      >
        <AskAvailabilityForm
          key={productId}
          productId={productId}
          productName={name}
          labelledBy={HEADING_ID}
        />
      </AccountPanel>
    </Columns>
  );
}

/** /ask-availability?product={id}: ask the studio when a product will be available. */
export default function AskAvailabilityPage() {
  const { t } = useTranslation(NAMESPACE);
  const [search] = useSearchParams();
  const parsed = ProductIdSchema.safeParse(search.get(ASK_AVAILABILITY_PRODUCT_PARAM) ?? undefined);
  return (
    <AccountPage title={t('contact.askAvailabilityTitle')} width="wide">
      {parsed.success ? <AskAboutProduct productId={parsed.data} /> : <NoProduct messageKey="noProduct" />}
    </AccountPage>
  );
}
