import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language } from 'shared-contracts';
import { type TextPageId, loadLegalDocument } from './content/load-legal-document';
import { Blocks } from './legal-blocks';
import { LegalSection, sectionHeading } from './legal-section';
import styles from './legal-page.module.css';
import { TableOfContents } from './table-of-contents';

interface Props {
  page: TextPageId;
  language: Language;
}

/** The body of a help or legal page: revision date, table of contents, intro and sections. */
export function LegalText({ page, language }: Props) {
  const { t } = useTranslation('shell');
  const text = use(loadLegalDocument(page, language));
  const entries = text.sections.map((section, index) => ({
    id: section.id,
    heading: sectionHeading(section, index, text.numbered),
  }));
  const updated = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(text.lastUpdated),
  );

  return (
    <>
      <p className={styles.updated}>
        {t('legal.lastUpdated')} <time dateTime={text.lastUpdated}>{updated}</time>
      </p>
      <div className={styles.layout}>
        <TableOfContents entries={entries} />
        <div className={styles.body}>
          {text.intro && (
            <div className={styles.intro}>
              <Blocks blocks={text.intro} />
            </div>
          )}
          {text.sections.map((section, index) => (
            <LegalSection key={section.id} section={section} heading={entries[index]?.heading ?? ''} />
          ))}
        </div>
      </div>
    </>
  );
}
