import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createBus, getBus } from 'shared-contracts';
import { BusProvider } from './bus-context';
import { useBusState } from './use-bus-state';

function Count({ fallback }: { fallback?: number }) {
  const withFallback = useBusState('cart.count', fallback ?? 0);
  const bare = useBusState('cart.count');
  return <p>{`${withFallback}/${bare ?? 'none'}`}</p>;
}

describe('useBusState', () => {
  it('reads the provided bus: the fallback, then each published value', () => {
    const bus = createBus();
    render(
      <BusProvider bus={bus}>
        <Count fallback={5} />
      </BusProvider>,
    );
    expect(screen.getByText('5/none')).toBeInTheDocument();
    act(() => bus.publish('cart.count', 2));
    expect(screen.getByText('2/2')).toBeInTheDocument();
  });

  it('reads the page’s bus without a provider', () => {
    getBus().publish('cart.count', 7);
    render(<Count />);
    expect(screen.getByText('7/7')).toBeInTheDocument();
  });

  it('hydrates as the server rendered: the visitor’s own topics unknown, the language known', async () => {
    function Frame() {
      const language = useBusState('language.changed');
      return (
        <>
          <span>{language}</span>
          <Count />
        </>
      );
    }
    const pageOn = (bus: ReturnType<typeof createBus>) => (
      <BusProvider bus={bus}>
        <Frame />
      </BusProvider>
    );
    // The server knows the language only; the visitor's browser also knows their cart.
    const server = createBus();
    server.publish('language.changed', 'en-US');
    const browser = createBus();
    browser.publish('language.changed', 'en-US');
    browser.publish('cart.count', 3);

    const container = document.createElement('div');
    container.innerHTML = renderToString(pageOn(server));
    expect(container.textContent).toBe('en-US0/none');
    document.body.append(container);

    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, pageOn(browser), { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(container.textContent).toBe('en-US3/3');
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
