import { createBus } from 'shared-contracts';
import { startToasts } from './start-toasts';
import { dismissAllToasts, dismissToast, showToast, toastState } from './toast-store';

beforeEach(() => {
  jest.useFakeTimers();
  dismissAllToasts();
});
afterEach(() => jest.useRealTimers());

const messages = () => toastState.toasts.map((toast) => toast.message);

it('shows a success toast for 5000 ms', () => {
  showToast({ message: 'Saved', tone: 'success' });
  jest.advanceTimersByTime(4999);
  expect(messages()).toEqual(['Saved']);
  jest.advanceTimersByTime(1);
  expect(messages()).toEqual([]);
});

it('keeps a toast for the duration it asks for', () => {
  showToast({ message: 'Long', durationMs: 9000 });
  jest.advanceTimersByTime(8999);
  expect(messages()).toEqual(['Long']);
  jest.advanceTimersByTime(1);
  expect(messages()).toEqual([]);
});

it('lets an error stay longer than a success', () => {
  showToast({ message: 'Failed', tone: 'error' });
  jest.advanceTimersByTime(5000);
  expect(messages()).toEqual(['Failed']);
});

it('dismisses one toast on request', () => {
  const id = showToast({ message: 'One' });
  showToast({ message: 'Two' });
  dismissToast(id);
  expect(messages()).toEqual(['Two']);
});

it('shows at most three toasts, dropping the oldest', () => {
  for (const message of ['a', 'b', 'c', 'd']) showToast({ message });
  expect(messages()).toEqual(['b', 'c', 'd']);
});

it("shows what remotes request with 'toast.requested'", () => {
  const bus = createBus();
  const stop = startToasts(bus);
  bus.publish('toast.requested', { message: 'Added to the cart', tone: 'success' });
  expect(toastState.toasts).toEqual([
    expect.objectContaining({ message: 'Added to the cart', tone: 'success' }),
  ]);
  stop();
  bus.publish('toast.requested', { message: 'Ignored' });
  expect(messages()).toEqual(['Added to the cart']);
});
