import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { type Language } from 'shared-contracts';
import { initI18n } from '../../i18n/i18n';
import { LEGAL_PATHS, type LegalPageId } from './legal-pages';
import { LegalRoute } from './legal-route';

/** The shell's own i18next instance and resources, switched to the language a test needs. */
export async function switchLanguage(language: Language): Promise<void> {
  if (!i18next.isInitialized) initI18n(language);
  await i18next.changeLanguage(language);
}

/** Renders a legal page as its route does and waits for its lazily loaded title. */
export async function renderLegalPage(page: LegalPageId, language: Language) {
  await switchLanguage(language);
  const path = LEGAL_PATHS[page];
  // An awaited act lets React retry the parts that suspended on lazily loaded code.
  const view = await act(async () =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <LegalRoute page={page} />
      </MemoryRouter>,
    ),
  );
  await screen.findByRole('heading', { level: 1 });
  return view;
}

/** Waits until a page's text (not only its title) has loaded. */
export async function findLegalText(): Promise<HTMLElement> {
  return screen.findByRole('navigation');
}

export function sectionHeadings(): string[] {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
}
