import { type BrowserData } from 'shared-contracts';

/**
 * What a browser sends for HTML pages: script cannot read the Accept header it really sends,
 * so this stands in (EMV takes it as sent; the server may put the request's own in its place).
 */
export const HTML_ACCEPT_HEADER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

const clampText = (text: string | undefined, max: number, fallback: string) =>
  (text?.trim() || fallback).slice(0, max);

const whole = (value: number | undefined) => Math.max(0, Math.round(value ?? 0));

/**
 * The device data 3-D Secure asks of the browser (docs/spec.md §3), read from this window. The
 * challenge window is docs/spec.md §9's 600×400 frame.
 */
export function collectBrowserData(view: Window = window): BrowserData {
  const { navigator, screen } = view;
  const javaEnabled = (navigator as Navigator & { javaEnabled?: () => boolean }).javaEnabled;
  return {
    accept_header: HTML_ACCEPT_HEADER,
    // EMV's colour depths run 1 to 48 bits; a screen that says 0 (some headless ones) counts as 24.
    color_depth: Math.min(48, whole(screen?.colorDepth) || 24),
    java_enabled: typeof javaEnabled === 'function' ? Boolean(javaEnabled.call(navigator)) : false,
    javascript_enabled: true,
    language: clampText(navigator.language, 35, 'es-ES'),
    screen_height: whole(screen?.height),
    screen_width: whole(screen?.width),
    challenge_window_size: 'WINDOWED_600X400',
    timezone: new Date().getTimezoneOffset(),
    user_agent: clampText(navigator.userAgent, 2048, 'unknown'),
  };
}
