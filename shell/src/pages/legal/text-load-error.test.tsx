import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as content from './content/load-legal-document';
import { findLegalText, renderLegalPage } from './legal-test-utils';

jest.mock('./content/load-legal-document', () => {
  const actual = jest.requireActual<typeof content>('./content/load-legal-document');
  return { ...actual, loadLegalDocument: jest.fn(actual.loadLegalDocument) };
});

const loadLegalDocument = jest.mocked(content.loadLegalDocument);
const { loadLegalDocument: loadForReal } = jest.requireActual<typeof content>(
  './content/load-legal-document',
);

describe('a text that cannot be downloaded', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('keeps the title, says so and loads the text again on retry', async () => {
    const failed = Promise.reject(new Error('chunk failed'));
    failed.catch(() => undefined);
    loadLegalDocument.mockImplementation(() => failed);

    await renderLegalPage('terms-of-use', 'es-ES');

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('No hemos podido cargar este texto.'),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Condiciones de uso');

    loadLegalDocument.mockImplementation(loadForReal);
    // Awaited act: the retried text suspends while its chunk loads.
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Reintentar' })));

    await findLegalText();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
