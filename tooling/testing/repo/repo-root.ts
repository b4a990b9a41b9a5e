import path from 'node:path';

/** The repository's root folder, which the checks in this folder read. */
export const REPO = path.resolve(__dirname, '..', '..', '..');

/** A path as the repository names it: from its root, with forward slashes. */
export const relative = (file: string) => path.relative(REPO, file).split(path.sep).join('/');
