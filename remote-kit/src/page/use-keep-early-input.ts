import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field the customer changed before the form was hydrated, and what they left in it. */
interface EarlyChange {
  control: Control;
  value: string | boolean;
}

const NOT_TYPED = new Set(['button', 'submit', 'reset', 'image', 'file', 'hidden']);
const TICKED = new Set(['checkbox', 'radio']);

/**
 * Keeps what the customer typed, ticked or chose in a server-rendered form before React
 * hydrated it. The page shows its fields before its scripts run (and the shell hydrates in
 * slices), but React takes a controlled field's value from its state and ignores the
 * browser's: without this, the next render puts the field back as the server drew it and
 * the submit sends the old value. React 19's own replay of these changes is behind a flag
 * it does not ship with.
 *
 * The fields are read when the form's hydration commits, before any render can reset them,
 * and each change is then told to React as the customer's own input event would be. One
 * change cannot be kept: React itself puts a textarea the server drew with text back to
 * that text while it hydrates (an empty one keeps what was typed).
 */
export function useKeepEarlyInput(form: RefObject<HTMLFormElement | null>): void {
  const early = useRef<EarlyChange[]>([]);
  useLayoutEffect(() => {
    if (form.current) early.current = changedBeforeHydration(form.current);
  }, [form]);
  useEffect(() => {
    const changes = early.current;
    early.current = [];
    for (const change of changes) replay(change);
  }, [form]);
}

/** The fields whose value differs from the one the server rendered. */
function changedBeforeHydration(form: HTMLFormElement): EarlyChange[] {
  const changes: EarlyChange[] = [];
  for (const control of Array.from(form.elements)) {
    if (control instanceof HTMLInputElement && TICKED.has(control.type)) {
      if (control.checked !== control.defaultChecked) changes.push({ control, value: control.checked });
    } else if (control instanceof HTMLInputElement && NOT_TYPED.has(control.type)) {
      continue;
    } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
      if (control.value !== control.defaultValue) changes.push({ control, value: control.value });
    } else if (control instanceof HTMLSelectElement) {
      const chosen = Array.from(control.options).some((option) => option.selected !== option.defaultSelected);
      if (chosen) changes.push({ control, value: control.value });
    }
  }
  return changes;
}

/**
 * Tells React of one change. React notices a change by comparing the field with the value
 * it last saw, which it records when its setter is used: the field is first set through
 * React's setter to something else, then through the browser's own to the customer's value.
 */
function replay({ control, value }: EarlyChange): void {
  if (typeof value === 'boolean') {
    (control as HTMLInputElement).checked = !value;
    (control as HTMLInputElement).click();
    return;
  }
  if (control instanceof HTMLSelectElement) {
    control.value = value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const browserSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
  control.value = value === '' ? ' ' : '';
  browserSetter?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}
