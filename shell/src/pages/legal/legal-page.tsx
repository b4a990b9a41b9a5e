import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure, PageHead, PageHeader } from 'remote-kit';
import { DEFAULT_LANGUAGE, isLanguage } from 'shared-contracts';
import { AreaLoading } from '../../composition/area-loading';
import { AreaErrorBoundary } from '../../errors/area-error-boundary';
import { hasText } from './content/load-legal-document';
import { LEGAL_PATHS, type LegalPageId } from './legal-pages';
import styles from './legal-page.module.css';
import { LegalText } from './legal-text';
import './legal-texts';

/**
 * A static help or legal page in the visitor's language. The title (and the page's head:
 * title, description, canonical address) shows at once; the text, loaded per page and
 * language, follows (the shipping page has only its title).
 */
export default function LegalPage({ page }: { page: LegalPageId }) {
  const { t, i18n } = useTranslation('shell');
  const [attempt, setAttempt] = useState(0);
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const title = t(`legal.titles.${page}`);

  return (
    <article className={styles.page}>
      <PageHead
        title={title}
        description={t(`legal.descriptions.${page}`)}
        canonicalPath={LEGAL_PATHS[page]}
      />
      <PageHeader title={title} align="start" />
      {hasText(page) && (
        <AreaErrorBoundary
          resetKey={attempt}
          fallback={() => (
            <LoadFailure message={t('legal.loadError')} onRetry={() => setAttempt((n) => n + 1)} />
          )}
        >
          <Suspense fallback={<AreaLoading />}>
            <LegalText page={page} language={language} />
          </Suspense>
        </AreaErrorBoundary>
      )}
    </article>
  );
}
