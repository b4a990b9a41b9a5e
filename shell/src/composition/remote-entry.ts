import { z } from 'zod';
import { lazySchema } from 'shared-contracts';

/** The parts of a release's mf-manifest.json that say where its remoteEntry.js is. */
const ManifestEntrySchema = lazySchema(() =>
  z.object({
    metaData: z.object({
      publicPath: z.string().optional(),
      remoteEntry: z.object({ name: z.string().min(1), path: z.string() }),
    }),
  }),
);

/**
 * The URL of a release's remoteEntry.js, read from its mf-manifest.json as Module
 * Federation's manifest plugin would: beside the manifest when the release's public path is
 * 'auto' (ours: a release can be served from any origin), else under that public path.
 * The runtime then loads the remote from the script itself: it needs no manifest code.
 */
export function remoteEntryUrl(manifest: unknown, manifestUrl: string): string {
  const { publicPath, remoteEntry } = ManifestEntrySchema.parse(manifest).metaData;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : manifestUrl;
  const folder = remoteEntry.path.replace(/^\/+|\/+$/g, '');
  return new URL(folder ? `${folder}/${remoteEntry.name}` : remoteEntry.name, base).href;
}
