import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLITE_PARSERS } from './numeric';

/** The PGlite class and the contrib extensions the migrations create. */
export interface PGliteLibrary {
  PGlite: typeof PGlite;
  extensions: { pg_trgm: typeof pg_trgm; unaccent: typeof unaccent };
}

const BUNDLED: PGliteLibrary = { PGlite, extensions: { pg_trgm, unaccent } };

/** PGlite on disk in `dir` (created if missing), in memory without it, optionally from a dumped data dir. */
export async function openPGlite(
  dir?: string,
  snapshot?: Blob,
  library: PGliteLibrary = BUNDLED,
): Promise<PGlite> {
  if (dir) mkdirSync(dir, { recursive: true });
  return library.PGlite.create(dir ?? 'memory://', {
    extensions: library.extensions,
    // On Node's file system PGlite writes straight to the files and its post-query sync
    // is a no-op; not awaiting it only saves a lock round per query.
    relaxedDurability: true,
    parsers: PGLITE_PARSERS,
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
}
