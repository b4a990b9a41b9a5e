import { HomeCollections } from './collections/home-collections';
import { Hero } from './hero/hero';
import { LateHydration } from 'remote-kit';
import { PressLogos } from './press/press-logos';
import { Showcases } from './showcases/showcases';
import styles from './home-page.module.css';

/** The home (/): the studio's loop, its press, two showcase projects and the collections. */
export default function HomePage() {
  return (
    <div className={styles.home}>
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
