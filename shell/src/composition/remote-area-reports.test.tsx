import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '../i18n/i18n';
import { loadExposed } from './federation';
import { RemoteArea } from './remote-area';

jest.mock('./federation', () => ({
  loadExposed: jest.fn(),
  refreshFederation: jest.fn(async () => undefined),
}));

const loadExposedMock = jest.mocked(loadExposed);
const realFetch = globalThis.fetch;
let reports: Array<Record<string, unknown>>;

function Crashing(): never {
  throw new Error('the catalogue cannot format prices');
}

async function reportAfter(failure: () => void): Promise<Record<string, unknown>> {
  failure();
  render(
    <MemoryRouter initialEntries={['/products/28']}>
      <RemoteArea remote="mf_catalog" />
    </MemoryRouter>,
  );
  await screen.findByRole('alert');
  expect(reports).toHaveLength(1);
  return reports[0]!;
}

describe("a remote's area reports what failed in it", () => {
  beforeAll(() => initI18n('en-US'));
  beforeEach(() => {
    delete (globalThis as Record<string, unknown>).__olmoShopErrorReports_v1__;
    reports = [];
    globalThis.fetch = jest.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      reports.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return new Response(null, { status: 200 });
    }) as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.restoreAllMocks();
  });

  it('its code that did not load, as a remote load', async () => {
    const report = await reportAfter(() =>
      loadExposedMock.mockRejectedValue(new Error('remoteEntry.js failed to load')),
    );
    expect(report).toMatchObject({
      kind: 'remote_load',
      remote: 'mf_catalog',
      message: 'remoteEntry.js failed to load',
    });
  });

  it('its render that threw, as a render error', async () => {
    const report = await reportAfter(() => loadExposedMock.mockResolvedValue({ default: Crashing }));
    expect(report).toMatchObject({
      kind: 'render',
      remote: 'mf_catalog',
      message: 'the catalogue cannot format prices',
    });
    expect(report.stack).toContain('Crashing');
  });
});
