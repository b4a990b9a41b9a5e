import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { reloadPage } from '../browser/page-location';
import { initI18n } from '../i18n/i18n';
import { loadExposed, refreshFederation } from './federation';
import { RemoteArea } from './remote-area';

jest.mock('./federation', () => ({
  loadExposed: jest.fn(),
  refreshFederation: jest.fn(async () => undefined),
}));
jest.mock('../browser/page-location');

const loadExposedMock = jest.mocked(loadExposed);

function Healthy() {
  return <h1>Catalogue page</h1>;
}

function Crashing(): never {
  throw new Error('boom');
}

const renderArea = () =>
  render(
    <MemoryRouter>
      <RemoteArea remote="mf_catalog" />
    </MemoryRouter>,
  );

describe('RemoteArea', () => {
  beforeAll(() => initI18n('en-US'));
  beforeEach(() => {
    loadExposedMock.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("renders the remote's routes once loaded, inside its boundary", async () => {
    loadExposedMock.mockResolvedValue({ default: Healthy });
    const { container } = renderArea();
    expect(await screen.findByRole('heading', { name: 'Catalogue page' })).toBeInTheDocument();
    expect(container.querySelector('[data-boundary="mf_catalog"]')).not.toBeNull();
    expect(loadExposedMock).toHaveBeenCalledWith('mf_catalog', 'routes');
  });

  it('shows a translated fallback with a retry button when the remote cannot load, and retries', async () => {
    loadExposedMock
      .mockRejectedValueOnce(new Error('RUNTIME-008'))
      .mockResolvedValueOnce({ default: Healthy });
    renderArea();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the catalogue.');

    await act(() => userEvent.click(screen.getByRole('button', { name: 'Try again' })));

    expect(await screen.findByRole('heading', { name: 'Catalogue page' })).toBeInTheDocument();
    expect(refreshFederation).toHaveBeenCalled();
    expect(loadExposedMock).toHaveBeenCalledTimes(2);
  });

  it('contains a remote that throws while rendering', async () => {
    loadExposedMock.mockResolvedValue({ default: Crashing });
    render(
      <MemoryRouter>
        <p>Header stays</p>
        <RemoteArea remote="mf_catalog" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByText('Header stays')).toBeInTheDocument();
  });

  it('reloads the page to retry a chunk that still failed after its retries', async () => {
    const chunkError = Object.assign(new Error('Loading chunk 169 failed.'), { name: 'ChunkLoadError' });
    loadExposedMock.mockRejectedValue(chunkError);
    renderArea();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await act(() => userEvent.click(retry));
    expect(reloadPage).toHaveBeenCalled();
  });
});
