import { NOTICE_DURATION_MS } from 'shared-contracts';
import { proxy } from 'valtio/vanilla';

export type ToastTone = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

export interface ToastRequest {
  message: string;
  tone?: ToastTone;
  durationMs?: number;
}

/** Errors stay longer than the 5000 ms of success and info notices (docs/spec.md §9): they ask for action. */
const ERROR_DURATION_MS = 8000;
/** More would push the page content out of sight on a phone. */
const MAX_VISIBLE_TOASTS = 3;

export const toastState = proxy<{ toasts: Toast[] }>({ toasts: [] });

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  const index = toastState.toasts.findIndex((toast) => toast.id === id);
  if (index >= 0) toastState.toasts.splice(index, 1);
}

/** Shows a toast for its duration (5000 ms unless told otherwise) and returns its id. */
export function showToast({ message, tone = 'info', durationMs }: ToastRequest): number {
  const id = nextId++;
  toastState.toasts.push({ id, message, tone });
  const duration = durationMs ?? (tone === 'error' ? ERROR_DURATION_MS : NOTICE_DURATION_MS);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), duration),
  );
  while (toastState.toasts.length > MAX_VISIBLE_TOASTS) dismissToast(toastState.toasts[0]!.id);
  return id;
}

export function dismissAllToasts(): void {
  for (const toast of [...toastState.toasts]) dismissToast(toast.id);
}
