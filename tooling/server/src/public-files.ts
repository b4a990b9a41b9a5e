// What the static servers may hand out. Production builds keep their source maps in dist
// (hidden-source-map: no sourceMappingURL comment links them) so an error report can be
// read against them; served, they would give away the shop's sources to anyone.

const SOURCE_MAP = /\.map$/i;

/** Whether a file of a build may be served: anything but its source maps. */
export function isPublicFile(pathname: string): boolean {
  return !SOURCE_MAP.test(pathname);
}
