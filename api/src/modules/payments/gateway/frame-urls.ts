import { API_BASE_URL } from 'shared-contracts';

// Where the API serves the pages that load in 3-D Secure frames. Routes are under the /api
// scope; a browser reaches them at API_BASE_URL + route, on the shop's own origin (the API
// serves the shell), which is what their frame-ancestors and form-action 'self' rely on.

/** The shop's notification pages: where an issuer's pages hand their messages back. */
export const NOTIFICATION_ROUTES = {
  method: '/secure3d-notifications/method',
  challenge: '/secure3d-notifications/challenge',
} as const;

/** The sandbox issuer's own pages (its ACS), as a real issuer's would be on its site. */
export const SANDBOX_ACS_ROUTES = {
  method: '/sandbox-acs/method',
  challenge: '/sandbox-acs/challenge',
  answer: '/sandbox-acs/challenge/answer',
} as const;

/** Route prefixes of frame pages: browser pages, not calls, so the OpenAPI document leaves them out. */
export const FRAME_PAGE_PREFIXES = ['/secure3d-notifications', '/sandbox-acs'] as const;

/** The URL a browser posts a frame's form to. */
export const browserUrl = (route: string, query: Record<string, string> = {}): string => {
  const search = new URLSearchParams(query).toString();
  return `${API_BASE_URL}${route}${search ? `?${search}` : ''}`;
};
