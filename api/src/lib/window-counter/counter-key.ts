import { createHash } from 'node:crypto';

/** A counter's key: the SHA-256 (hex) of its parts, one a line, so a table keeps no e-mail or address. */
export const counterKey = (...parts: string[]): string =>
  createHash('sha256').update(parts.join('\n')).digest('hex');
