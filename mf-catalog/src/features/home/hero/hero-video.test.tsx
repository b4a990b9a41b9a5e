import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setTestLanguage } from 'remote-kit/testing';
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
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'IntersectionObserver');
});

it('shows the poster and starts the video (its download) only after the first paint', async () => {
  const { container } = render(<HeroVideo />);
  const video = container.querySelector('video')!;
  expect(video.getAttribute('poster')).toBeTruthy();
  expect(video.getAttribute('preload')).toBe('none');
  expect(video.autoplay).toBe(false);
  expect(reportVisibility).toBeUndefined();
  await afterFirstPaint();
  act(() => reportVisibility!(true));
  expect(play).toHaveBeenCalledTimes(1);
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
