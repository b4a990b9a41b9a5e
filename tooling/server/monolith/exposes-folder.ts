// rspack's import.meta.webpackContext, as the monolith reads a remote's src/exposes folder for
// the files a remote may or may not have (service.ts, prefetch.ts, server-pages.json): a file
// that is not there is simply not in the folder's keys.

/** The matching files of a folder, each loaded lazily (its own chunk). */
export interface LazyFolder {
  keys(): string[];
  (id: string): Promise<unknown>;
}

/** The matching files of a folder, bundled in place. */
export interface SyncFolder {
  keys(): string[];
  (id: string): unknown;
}

declare global {
  interface ImportMeta {
    webpackContext(folder: string, options: { regExp: RegExp; mode: 'lazy' }): LazyFolder;
    webpackContext(folder: string, options: { regExp: RegExp; mode: 'sync' }): SyncFolder;
  }
}

/** Whether the folder has the file (`./name`). */
export const hasFile = (folder: { keys(): string[] }, name: string): boolean =>
  folder.keys().includes(`./${name}`);
