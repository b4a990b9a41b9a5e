import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ROUTES, apiLanguage, paths } from 'shared-contracts';
import { apiClient, useLanguage } from 'remote-kit';
import { NAMESPACE } from '../../i18n';
import { askedProductId } from './asked-product-id';
import { AskAvailabilityForm } from './components/ask-availability-form';
import { askedProductQuery } from './queries/asked-product-query';
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
  const { data, isError, isPlaceholderData } = useQuery({
    ...askedProductQuery(apiClient(), productId, language),
    // The product stays shown while it loads again in another language, so the form keeps
    // what was typed; another product's is not shown.
    placeholderData: keepPreviousData,
  });

  if (data === null && !isPlaceholderData) return <NoProduct messageKey="unknownProduct" />;
  const shown = data?.id === productId ? data : undefined;
  if (!shown && !isError) return <PageStatus>{t('contact.askAvailability.loading')}</PageStatus>;
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

/**
 * /ask-availability?product={id}: ask the studio when a product will be available. Its
 * canonical address keeps the product it asks about; without one it is only a way back to
 * the shop, kept out of search engines.
 */
export default function AskAvailabilityPage() {
  const { t } = useTranslation(NAMESPACE);
  const productId = askedProductId(useSearchParams()[0]);
  return (
    <AccountPage
      title={t('contact.askAvailabilityTitle')}
      description={t('contact.askAvailability.description')}
      canonicalPath={productId === undefined ? undefined : paths.askAvailability(productId)}
      width="wide"
    >
      {productId === undefined ? (
        <NoProduct messageKey="noProduct" />
      ) : (
        <AskAboutProduct productId={productId} />
      )}
    </AccountPage>
  );
}
