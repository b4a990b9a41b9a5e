import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import palacete from '../assets/scenes/palacete.svg';
import restaurant from '../assets/scenes/restaurant.svg';
import { HomeSection } from '../home-section';
import styles from './showcases.module.css';

const PROJECTS = [
  { id: 'palacete', image: palacete },
  { id: 'restaurant', image: restaurant },
] as const;

const FACTS = ['area', 'duration', 'scope'] as const;

/** The two showcase projects: a restored historic building and a restaurant. */
export function Showcases() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <HomeSection anchor="projects" eyebrow={t('home.showcases.eyebrow')} title={t('home.showcases.title')}>
      {PROJECTS.map((project) => (
        <Project key={project.id} id={project.id} image={project.image} />
      ))}
    </HomeSection>
  );
}

function Project({ id, image }: { id: (typeof PROJECTS)[number]['id']; image: string }) {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  const key = (field: string) => `home.showcases.${id}.${field}`;
  return (
    <article className={styles.project} aria-labelledby={titleId}>
      <img
        className={styles.image}
        src={image}
        alt={t(key('alt'))}
        width={1600}
        height={900}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.body}>
        <p className={styles.kind}>{t(key('kind'))}</p>
        <h3 id={titleId} className={styles.projectTitle}>
          {t(key('title'))}
        </h3>
        <p className={styles.text}>{t(key('text'))}</p>
        <dl className={styles.facts}>
          {FACTS.map((fact) => (
            <div key={fact} className={styles.fact}>
              <dt>{t(`home.showcases.labels.${fact}`)}</dt>
              <dd>{t(key(fact))}</dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}
