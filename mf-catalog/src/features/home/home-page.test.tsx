import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, fakeCollectionsApi, renderRemote } from 'remote-kit/testing';
import { type Language, ROUTES } from 'shared-contracts';
import HomePage from './home-page';

const openHome = (api: FakeApi, language: Language = 'es-ES') =>
  renderRemote(<HomePage />, { route: ROUTES.home, url: '/', language, api });

/** Waits until every collection grid has its tiles, so no update lands after a test. */
const collectionsLoaded = async (lastTile = 'Bandejas') => screen.findByRole('link', { name: lastTile });

let play: jest.SpyInstance;
let pause: jest.SpyInstance;

beforeEach(() => {
  // jsdom has no media playback; the home only needs to know it was asked to play or pause.
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
});

function preferReducedMotion() {
  window.matchMedia = ((media: string) => ({
    media,
    matches: media.includes('prefers-reduced-motion'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

/** The hero's loop, which comes once the page has painted (hero-video.tsx). */
const heroVideo = (container: HTMLElement) =>
  waitFor(() => {
    const video = container.querySelector('video');
    if (!video) throw new Error('no video yet');
    return video;
  });

it('opens with the studio loop: muted, looping and inline over its poster, playing once the page has painted', async () => {
  const api = fakeCollectionsApi();
  const { container } = openHome(api);
  // First the poster alone, as a picture.
  expect(container.querySelector('video')).toBeNull();
  expect(container.querySelector('img[src="test-file-stub"]')).not.toBeNull();
  const video = await heroVideo(container);

  expect(video.muted).toBe(true);
  expect(video).toHaveAttribute('loop');
  // Not fetched with the page: it comes after the first paint (hero-video.tsx).
  expect(video).not.toHaveAttribute('autoplay');
  expect(video).toHaveAttribute('playsinline');
  expect(video).toHaveAttribute('poster', 'test-file-stub');
  expect(video).toHaveAttribute('preload', 'none');
  expect([...video.querySelectorAll('source')].map((source) => source.type)).toEqual([
    'video/webm',
    'video/mp4',
  ]);
  expect(
    screen.getByRole('heading', { level: 1, name: 'Espacios serenos, pensados pieza a pieza' }),
  ).toBeVisible();
  await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
  await collectionsLoaded();
});

it('lets the visitor pause the loop and play it again', async () => {
  const api = fakeCollectionsApi();
  const { container } = openHome(api);
  const video = await heroVideo(container);
  fireEvent.play(video);

  await userEvent.click(screen.getByRole('button', { name: 'Pausar el vídeo' }));
  expect(pause).toHaveBeenCalled();
  fireEvent.pause(video);
  await userEvent.click(screen.getByRole('button', { name: 'Reproducir el vídeo' }));
  expect(play).toHaveBeenCalled();
  await collectionsLoaded();
});

it('keeps to the poster when the visitor prefers less motion', async () => {
  preferReducedMotion();
  const api = fakeCollectionsApi();
  const { container } = openHome(api);
  await collectionsLoaded();
  // The poster stays a picture: no loop is fetched or played until the visitor asks.
  expect(container.querySelector('video')).toBeNull();
  expect(container.querySelector('img[src="test-file-stub"]')).not.toBeNull();
  expect(play).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Reproducir el vídeo' }));
  const video = await heroVideo(container);
  expect(video).not.toHaveAttribute('autoplay');
  expect(video).toHaveAttribute('poster', 'test-file-stub');
  await collectionsLoaded();
});

it('names every press publication', async () => {
  const api = fakeCollectionsApi();
  openHome(api);
  const press = screen.getByRole('region', { name: 'Han hablado de nosotros' });
  expect(
    within(press)
      .getAllByRole('img')
      .map((logo) => logo.getAttribute('alt')),
  ).toEqual(['Casa & Forma', 'Interiores Hoy', 'Morada', 'The Quiet Room', 'Luz/Materia']);
  await collectionsLoaded();
});

it('shows both showcase projects, each with its picture, text and facts', async () => {
  const api = fakeCollectionsApi();
  openHome(api, 'en-US');
  const projects = screen.getByRole('region', { name: 'Two recent works by the studio' });

  const palacete = within(projects).getByRole('article', { name: 'A palacete on Calle Zurbano' });
  expect(within(palacete).getByRole('img', { name: /restored palacete façade/ })).toHaveAttribute(
    'loading',
    'lazy',
  );
  expect(within(palacete).getByText(/An 1887 town palace/)).toBeInTheDocument();
  expect(within(palacete).getByText('640 m²')).toBeInTheDocument();

  const restaurant = within(projects).getByRole('article', { name: 'Alquería restaurant' });
  expect(within(restaurant).getByRole('img', { name: /restaurant dining room/ })).toBeInTheDocument();
  expect(within(restaurant).getByText(/sixty-cover dining room/)).toBeInTheDocument();
  await collectionsLoaded('Trays');
});
