import { type Section } from './content/legal-document';
import { Blocks } from './legal-blocks';
import styles from './legal-page.module.css';

/** "5. Payment methods" in numbered texts, the bare heading otherwise. */
export function sectionHeading(section: Section, index: number, numbered: boolean): string {
  return numbered ? `${index + 1}. ${section.heading}` : section.heading;
}

interface Props {
  section: Section;
  heading: string;
}

/** One h2 section: its paragraphs, then its h3 subsections, then its questions as disclosures. */
export function LegalSection({ section, heading }: Props) {
  return (
    <section className={styles.section}>
      <h2 id={section.id} className={styles.sectionHeading}>
        {heading}
      </h2>
      {section.blocks && <Blocks blocks={section.blocks} />}
      {section.subsections?.map((subsection) => (
        <div key={subsection.heading} className={styles.subsection}>
          <h3 className={styles.subheading}>{subsection.heading}</h3>
          <Blocks blocks={subsection.blocks} />
        </div>
      ))}
      {section.questions?.map((item) => (
        <details key={item.question} className={styles.question}>
          <summary className={styles.summary}>{item.question}</summary>
          <div className={styles.answer}>
            <Blocks blocks={item.answer} />
          </div>
        </details>
      ))}
    </section>
  );
}
