// Used by `jest.mock('…/browser/page-location')`: page loads become spies, the page is plain HTTP.
export const reloadPage = jest.fn();
export const loadPage = jest.fn();
export const isSecurePage = jest.fn(() => false);
