import { LateHydration } from 'remote-kit';
import { JsonLd } from '../../shared/json-ld';
import { usePageOrigin } from '../../shared/page-origin';
import { HomeCollections } from './collections/home-collections';
import { Hero } from './hero/hero';
import { PressLogos } from './press/press-logos';
import { Showcases } from './showcases/showcases';
import { studioStructuredData } from './studio-structured-data';
import styles from './home-page.module.css';

/** The home (/): the studio's loop, its press, two showcase projects and the collections. */
export default function HomePage() {
  // Read out of LateHydration: the origin arrives right after hydration.
  const origin = usePageOrigin();
  return (
    <div className={styles.home}>
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
