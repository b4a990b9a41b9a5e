import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { type Language, createBus } from 'shared-contracts';
import { initI18n } from '../../i18n/i18n';
import { expireSession } from '../../session/session-store';
import { dismissAllToasts } from '../../toasts/toast-store';
import { BusProvider } from 'remote-kit';
import { Frame } from '../frame';
import { closePanels } from '../header/header-panels';
import { startLayout } from '../layout/start-layout';
import { mockMatchMedia } from 'remote-kit/testing';

/** Shows where the router is, so tests can check navigation. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

interface RenderFrameOptions {
  path?: string;
  width?: number;
  language?: Language;
  /** Local-storage entries the visitor already has. */
  stored?: Record<string, string>;
}

/** Renders the frame on a fresh bus, at a viewport width, in a language, with nothing stored. */
export function renderFrame({
  path = '/',
  width = 1280,
  language = 'es-ES',
  stored = {},
}: RenderFrameOptions = {}) {
  localStorage.clear();
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  sessionStorage.clear();
  closePanels();
  dismissAllToasts();
  expireSession('customer');
  expireSession('staff');
  initI18n(language);
  const viewport = mockMatchMedia(width);
  const bus = createBus();
  startLayout(bus);

  const view = render(
    <BusProvider bus={bus}>
      <MemoryRouter initialEntries={[path]}>
        <Frame>
          <Routes>
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </Frame>
      </MemoryRouter>
    </BusProvider>,
  );
  return { ...view, bus, viewport };
}
