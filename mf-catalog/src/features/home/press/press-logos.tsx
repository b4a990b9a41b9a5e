import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import casaYForma from '../assets/press/casa-y-forma.svg';
import interioresHoy from '../assets/press/interiores-hoy.svg';
import luzYMateria from '../assets/press/luz-y-materia.svg';
import morada from '../assets/press/morada.svg';
import theQuietRoom from '../assets/press/the-quiet-room.svg';
import styles from './press-logos.module.css';

/** Publications that featured the studio; the wordmark's width is that of its drawing. */
const PUBLICATIONS = [
  { name: 'Casa & Forma', src: casaYForma, width: 216 },
  { name: 'Interiores Hoy', src: interioresHoy, width: 226 },
  { name: 'Morada', src: morada, width: 196 },
  { name: 'The Quiet Room', src: theQuietRoom, width: 188 },
  { name: 'Luz/Materia', src: luzYMateria, width: 171 },
] as const;

/** A quiet row of press wordmarks, each named for screen readers by its publication. */
export function PressLogos() {
  const { t } = useTranslation(NAMESPACE);
  const titleId = useId();
  return (
    <section className={styles.press} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('home.press.title')}
      </h2>
      <ul className={styles.logos}>
        {PUBLICATIONS.map((publication) => (
          <li key={publication.name}>
            <img
              className={styles.logo}
              src={publication.src}
              alt={publication.name}
              width={publication.width}
              height={48}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
