// Full page loads go through here, so tests can replace them (jsdom's location is not mockable).

/** Reloads the current page. */
export function reloadPage(): void {
  window.location.reload();
}

/** Loads a path of the shop as a new page (not a client-side route change). */
export function loadPage(path: string): void {
  window.location.assign(path);
}

/** True when the page is served over HTTPS, where cookies can be marked Secure. */
export function isSecurePage(): boolean {
  return window.location.protocol === 'https:';
}
