import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setTestLanguage } from 'remote-kit/testing';
import { getBus } from 'shared-contracts';
import { HeroVideo } from './hero-video';

/** jsdom has no IntersectionObserver: this one lets a test scroll the video in and out of view. */
let reportVisibility: ((visible: boolean) => void) | undefined;
class FakeIntersectionObserver {
  constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    reportVisibility = (visible) => callback([{ isIntersecting: visible }]);
  }
  observe() {}
  disconnect() {}
}

/** The frame after the first render, and the task after it (jsdom has no idle callbacks). */
const afterFirstPaint = async () => {
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
};

let play: jest.SpyInstance;
let pause: jest.SpyInstance;

beforeEach(() => {
  reportVisibility = undefined;
  setTestLanguage('en-US');
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

afterEach(() => {
  getBus().publish('layout.mobile', false);
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'IntersectionObserver');
});

it('paints the poster as a picture and brings the video (its download) only after the first paint', async () => {
  const { container } = render(<HeroVideo />);
  // No <video> yet: its media controls' styles would cost the first paint.
  expect(container.querySelector('video')).toBeNull();
  const picture = container.querySelector('img')!;
  expect(picture.getAttribute('alt')).toBe('');
  expect(picture.getAttribute('fetchpriority')).toBe('high');
  expect(reportVisibility).toBeUndefined();
  await afterFirstPaint();
  const video = container.querySelector('video')!;
  expect(video.getAttribute('poster')).toBe(picture.getAttribute('src'));
  expect(video.getAttribute('preload')).toBe('none');
  expect(video.autoplay).toBe(false);
  expect(container.querySelector('img')).toBeNull();
  act(() => reportVisibility!(true));
  expect(play).toHaveBeenCalledTimes(1);
});

it('keeps to the poster on the mobile layout until the visitor presses play', async () => {
  getBus().publish('layout.mobile', true);
  const { container } = render(<HeroVideo />);
  await afterFirstPaint();
  expect(container.querySelector('video')).toBeNull();
  expect(reportVisibility).toBeUndefined();
  await userEvent.click(screen.getByRole('button', { name: 'Play the video' }));
  expect(container.querySelector('video')).not.toBeNull();
  act(() => reportVisibility!(true));
  expect(play).toHaveBeenCalledTimes(1);
});

it('pauses a playing loop when the layout turns mobile, and keeps it on the page', async () => {
  const { container } = render(<HeroVideo />);
  await afterFirstPaint();
  act(() => reportVisibility!(true));
  act(() => getBus().publish('layout.mobile', true));
  expect(pause).toHaveBeenCalled();
  expect(container.querySelector('video')).not.toBeNull();
});

it('rests while scrolled out of view and plays again on return', async () => {
  render(<HeroVideo />);
  await afterFirstPaint();
  act(() => reportVisibility!(false));
  expect(pause).toHaveBeenCalledTimes(1);
  act(() => reportVisibility!(true));
  expect(play).toHaveBeenCalledTimes(1);
});

it('stays paused on return when the visitor paused it', async () => {
  const { container } = render(<HeroVideo />);
  await afterFirstPaint();
  fireEvent.play(container.querySelector('video')!);
  await userEvent.click(screen.getByRole('button', { name: 'Pause the video' }));
  act(() => reportVisibility!(false));
  act(() => reportVisibility!(true));
  expect(play).not.toHaveBeenCalled();
});
