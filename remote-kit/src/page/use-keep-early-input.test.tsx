import { act, fireEvent } from '@testing-library/react';
import { useRef, useState } from 'react';
import { type Root, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useKeepEarlyInput } from './use-keep-early-input';

interface Sent {
  email: string;
  city: string;
  note: string;
  remember: boolean;
  size: string;
}

const SERVER_VALUES: Sent = { email: '', city: 'Madrid', note: '', remember: false, size: 'm' };

/** A server-rendered form with one field of each kind, all controlled, as the shop's are. */
function EarlyForm({ onSend }: { onSend: (sent: Sent) => void }) {
  const ref = useRef<HTMLFormElement>(null);
  useKeepEarlyInput(ref);
  const [values, setValues] = useState<Sent>(SERVER_VALUES);
  const set = (change: Partial<Sent>) => setValues((current) => ({ ...current, ...change }));
  return (
    <form
      ref={ref}
      onSubmit={(event) => {
        event.preventDefault();
        onSend(values);
      }}
    >
      <input
        aria-label="email"
        value={values.email}
        onChange={(event) => set({ email: event.target.value })}
      />
      <input aria-label="city" value={values.city} onChange={(event) => set({ city: event.target.value })} />
      <textarea
        aria-label="note"
        value={values.note}
        onChange={(event) => set({ note: event.target.value })}
      />
      <input
        aria-label="remember"
        type="checkbox"
        checked={values.remember}
        onChange={(event) => set({ remember: event.target.checked })}
      />
      <select aria-label="size" value={values.size} onChange={(event) => set({ size: event.target.value })}>
        <option value="s">S</option>
        <option value="m">M</option>
        <option value="l">L</option>
      </select>
      <input type="hidden" name="step" value="1" />
      <button type="submit">Send</button>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The form as the server sent it, in the page before its scripts run. */
function serverForm(onSend: (sent: Sent) => void) {
  document.body.innerHTML = `<div id="root">${renderToString(<EarlyForm onSend={onSend} />)}</div>`;
  const field = (name: string) => document.querySelector(`[aria-label="${name}"]`)!;
  return {
    email: field('email') as HTMLInputElement,
    city: field('city') as HTMLInputElement,
    note: field('note') as HTMLTextAreaElement,
    remember: field('remember') as HTMLInputElement,
    size: field('size') as HTMLSelectElement,
    hydrate: () =>
      act(async () => {
        root = hydrateRoot(document.getElementById('root')!, <EarlyForm onSend={onSend} />);
      }),
  };
}

describe('useKeepEarlyInput', () => {
  it('keeps every kind of field the customer changed before hydration, through later renders and the submit', async () => {
    const sent: Sent[] = [];
    const form = serverForm((values) => sent.push(values));
    form.email.value = 'ana@example.com';
    form.note.value = 'Hola, ¿hay stock?';
    form.remember.checked = true;
    form.size.value = 'l';

    await form.hydrate();
    // Another field's change renders the whole form again: the early values stay.
    act(() => fireEvent.change(form.city, { target: { value: 'Sevilla' } }));
    act(() => fireEvent.submit(form.email.form!));

    expect(sent).toEqual([
      { email: 'ana@example.com', city: 'Sevilla', note: 'Hola, ¿hay stock?', remember: true, size: 'l' },
    ]);
    expect(form.email.value).toBe('ana@example.com');
    expect(form.remember.checked).toBe(true);
    expect(form.size.value).toBe('l');
  });

  it('sends what the server rendered when nothing was changed before hydration', async () => {
    const sent: Sent[] = [];
    const form = serverForm((values) => sent.push(values));
    await form.hydrate();
    act(() => fireEvent.submit(form.email.form!));
    expect(sent).toEqual([SERVER_VALUES]);
  });

  it('keeps a field the customer emptied before hydration empty', async () => {
    const sent: Sent[] = [];
    const form = serverForm((values) => sent.push(values));
    form.city.value = '';
    await form.hydrate();
    act(() => fireEvent.change(form.email, { target: { value: 'ana@example.com' } }));
    act(() => fireEvent.submit(form.email.form!));
    expect(sent).toEqual([{ ...SERVER_VALUES, email: 'ana@example.com', city: '' }]);
  });
});
