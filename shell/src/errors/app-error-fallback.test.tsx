import { render, screen } from '@testing-library/react';
import { initI18n } from '../i18n/i18n';
import { AppErrorFallback } from './app-error-fallback';
import { AreaErrorBoundary } from './area-error-boundary';

function Broken(): never {
  throw new Error('render failure');
}

describe('page-wide render errors', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it.each(['en-US', 'es-ES'] as const)("show 'Unexpected Application Error!' (%s)", (language) => {
    initI18n(language);
    render(
      <AreaErrorBoundary resetKey={null} fallback={() => <AppErrorFallback />}>
        <Broken />
      </AreaErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  });
});
