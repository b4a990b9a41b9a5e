import { Route, Routes } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import { RemoteOutlet } from './composition/remote-outlet';
import { AppErrorFallback } from './errors/app-error-fallback';
import { AreaErrorBoundary } from './errors/area-error-boundary';
import { Frame } from './frame/frame';
import { ErrorPage } from './pages/error-page';
import { LEGAL_PAGES } from './pages/legal/legal-pages';
import { LegalRoute } from './pages/legal/legal-route';

/** The shell's routing table: its own pages first, then whatever a remote owns. */
export function App() {
  return (
    <AreaErrorBoundary resetKey={null} fallback={() => <AppErrorFallback />}>
      <Frame>
        <Routes>
          <Route path={ROUTES.error} element={<ErrorPage />} />
          {LEGAL_PAGES.map((page) => (
            <Route key={page.id} path={page.path} element={<LegalRoute page={page.id} />} />
          ))}
          <Route path="*" element={<RemoteOutlet />} />
        </Routes>
      </Frame>
    </AreaErrorBoundary>
  );
}
