import { render } from '@testing-library/react';
import { useRef } from 'react';
import { useHeaderHeight } from './use-header-height';

// jsdom lays nothing out and has no ResizeObserver: this one reports the sizes a test gives.
type Report = (height: number) => void;
let report: Report = () => undefined;
let disconnected = 0;
class FakeResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    report = (height) =>
      this.callback(
        [{ borderBoxSize: [{ blockSize: height, inlineSize: 1000 }] } as unknown as ResizeObserverEntry],
        this as unknown as ResizeObserver,
      );
  }
  disconnect() {
    disconnected += 1;
  }
}

function Header() {
  const header = useRef<HTMLElement>(null);
  useHeaderHeight(header);
  return <header ref={header} />;
}

const root = document.documentElement;
const inline = () => root.style.getPropertyValue('--shop-header-height');

beforeEach(() => {
  globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
  root.removeAttribute('style');
  // The storefront header's height, as tokens.css gives it.
  document.head.innerHTML = '<style>:root { --shop-header-height: 157px; }</style>';
});

it('writes nothing when the header is as tall as the height in force', () => {
  render(<Header />);
  report(157);
  expect(inline()).toBe('');
});

it('writes the header’s height, rounded up, when it differs, and follows it', () => {
  render(<Header />);
  report(120.4);
  expect(inline()).toBe('121px');
  report(157);
  expect(inline()).toBe('157px');
});

it('stops observing when the header goes', () => {
  const { unmount } = render(<Header />);
  const before = disconnected;
  unmount();
  expect(disconnected).toBe(before + 1);
});
