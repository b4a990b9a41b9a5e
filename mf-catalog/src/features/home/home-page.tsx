import { useTranslation } from 'react-i18next';
import { ROUTES } from 'shared-contracts';
import { LateHydration, PageHead, useBusState } from 'remote-kit';
import { NAMESPACE } from '../../i18n';
import { JsonLd } from '../../shared/json-ld';
import { HomeCollections } from './collections/home-collections';
import { Hero } from './hero/hero';
import { PressLogos } from './press/press-logos';
import { Showcases } from './showcases/showcases';
import { studioStructuredData } from './studio-structured-data';
import styles from './home-page.module.css';

/** The home (/): the studio's loop, its press, two showcase projects and the collections. */
export default function HomePage() {
  const { t } = useTranslation(NAMESPACE);
  // The shop's public address, the same on the server (when it knows it) and in the browser.
  const origin = useBusState('page.origin');
  return (
    <div className={styles.home}>
      <PageHead
        title={t('head.home.title')}
        description={t('head.home.description')}
        canonicalPath={ROUTES.home}
      />
      <JsonLd data={studioStructuredData(origin)} />
      <Hero />
      {/* Pictures and words with nothing to act on: hydrated once the browser is idle. */}
      <LateHydration>
        <PressLogos />
        <Showcases />
      </LateHydration>
      <HomeCollections />
    </div>
  );
}
