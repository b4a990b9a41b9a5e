import { act, render, screen } from '@testing-library/react';
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
});
