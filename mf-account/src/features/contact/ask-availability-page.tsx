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
import { useLanguage, usePageTitle } from 'remote-kit';
import { NAMESPACE } from '../../i18n';
import { AskAvailabilityForm } from './components/ask-availability-form';
import { availabilityProductState, loadAvailabilityProduct } from './stores/availability-product-store';
import frame from './contact.module.css';
import styles from './ask-availability-page.module.css';

/** No product to ask about (none in the link, or one the shop does not have): the way back to the shop. */
function NoProduct({ messageKey }: { messageKey: 'noProduct' | 'unknownProduct' }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className={styles.missing}>
      <p>{t(`contact.askAvailability.${messageKey}`)}</p>
      <Link className={frame.action} to={ROUTES.home}>
        {t('contact.askAvailability.toShop')}
      </Link>
    </div>
  );
}

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
    return (
      <p className={frame.status} role="status">
        {t('contact.askAvailability.loading')}
      </p>
    );
  // A product that could not be loaded is still asked about, by its reference.
  const name = shown?.name ?? t('contact.askAvailability.productReference', { id: productId });
  return (
    <div className={styles.layout}>
      <figure className={styles.product}>
        {shown && <img className={styles.image} src={shown.image} alt="" width={400} height={400} />}
        <figcaption>
          <Link className={styles.name} to={paths.product(productId)}>
            {name}
          </Link>
        </figcaption>
      </figure>
      <section className={frame.card} aria-labelledby="account-availability-heading">
        <h2 id="account-availability-heading" className={frame.cardTitle}>
          {t('contact.askAvailability.heading')}
        </h2>
        <p className={frame.cardIntro}>{t('contact.askAvailability.intro')}</p>
        <AskAvailabilityForm key={productId} productId={productId} productName={name} />
      </section>
    </div>
  );
}

/** /ask-availability?product={id}: ask the studio when a product will be available. */
export default function AskAvailabilityPage() {
  const { t } = useTranslation(NAMESPACE);
  const title = t('contact.askAvailabilityTitle');
  usePageTitle(title);
  const [search] = useSearchParams();
  const parsed = ProductIdSchema.safeParse(search.get(ASK_AVAILABILITY_PRODUCT_PARAM) ?? undefined);
  return (
    <section className={frame.page}>
      <header className={frame.header}>
        <h1 className={frame.title}>{title}</h1>
      </header>
      {parsed.success ? <AskAboutProduct productId={parsed.data} /> : <NoProduct messageKey="noProduct" />}
    </section>
  );
}
