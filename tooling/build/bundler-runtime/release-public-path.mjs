// A Module Federation runtime plugin of the remotes' server builds: the container's public
// path is its release's folder, the URL the host registered its server/remoteEntry.js under,
// minus server/remoteEntry.js. Server chunks then load from <release>/server/… and asset URLs
// (pictures in the server's HTML) are the browser build's, <release>/assets/….
// Rspack's automatic public path needs a document; on Node a container cannot tell where it
// was fetched from, but the host's Module Federation instance knows the entry it registered.
/* global __webpack_require__ */

const ENTRY_IN_RELEASE = /server\/remoteEntry\.js(?:[?#].*)?$/;

function registeredEntry(name) {
  const instances = globalThis.__FEDERATION__?.__INSTANCES__ ?? [];
  for (const instance of instances) {
    const remote = instance.options?.remotes?.find((candidate) => candidate.name === name);
    if (remote?.entry) return remote.entry;
  }
  return undefined;
}

export default function releasePublicPath() {
  return {
    name: 'shop-release-public-path',
    beforeInit(args) {
      const entry = registeredEntry(args.options.name);
      if (entry && ENTRY_IN_RELEASE.test(entry)) __webpack_require__.p = entry.replace(ENTRY_IN_RELEASE, '');
      return args;
    },
  };
}
