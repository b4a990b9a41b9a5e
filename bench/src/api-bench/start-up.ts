/**
 * How long a started API is left to read its products' cards ahead (catalog.service.ts
 * warmCards: 2.6 s on PostgreSQL, 3.7 s on PGlite for 100,000) before it is measured: traffic
 * as an instance gets once it is up, not while it starts.
 */
export const API_START_UP_MS = 8000;
