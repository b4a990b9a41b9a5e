import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { LateHydration, markPageHydrating, resetLateHydration } from './late-hydration';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {`clicked ${count}`}
    </button>
  );
}

const page = (
  <main>
    <h1>Now</h1>
    <LateHydration>
      <Counter />
    </LateHydration>
  </main>
);

describe('LateHydration', () => {
  let idle: (() => void) | undefined;
  beforeEach(() => {
    resetLateHydration();
    idle = undefined;
    globalThis.requestIdleCallback = ((callback: () => void) => {
      idle = callback;
      return 1;
    }) as typeof requestIdleCallback;
  });

  it('renders at once where no page is hydrating (the server, a page the browser renders alone)', () => {
    expect(renderToString(page)).toContain('clicked 0');
  });

  it('sends its markup from the server, and hydrates it only once the browser is idle', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    expect(container.textContent).toBe('Nowclicked 0');
    document.body.append(container);
    const button = container.querySelector('button')!;

    const recoverable: unknown[] = [];
    markPageHydrating();
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => recoverable.push(error) });
    });
    // Shown, not yet hydrated: a click does nothing.
    await act(async () => button.click());
    expect(button.textContent).toBe('clicked 0');

    await act(async () => idle?.());
    await act(async () => button.click());
    // The very node the server sent, now live.
    expect(container.querySelector('button')).toBe(button);
    expect(button.textContent).toBe('clicked 1');
    expect(recoverable).toEqual([]);
  });
});
