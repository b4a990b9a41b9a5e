/** Hashed, versioned files never change: browsers and CDNs may keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Entry documents (index.html, /remotes.json) are revalidated on every load. */
export const NO_CACHE = 'no-cache';
