// The startup module rspack's Module Federation plugin writes into every container (a data:
// module of 4.5 KB that wires the container to @module-federation/webpack-bundler-runtime),
// rewritten as one call of the shop's `startContainer`. The plugin's other options reach the
// startup as constants; a container that asks for what the shop's runtime does not do (another
// share strategy, remotes declared at build, runtime plugins, shared tree shaking) fails to build.

/** The request of the generated startup: `<match resource>!=!data:text/javascript,<source>`. */
export const FEDERATION_STARTUP = /data:text\/javascript,import(%20| )__module_federation_bundler_runtime__/;
const DATA_URL = 'data:text/javascript,';

/** What the shop's runtime does, as the startup's constants say it. */
const SUPPORTED = {
  share_strategy: '"loaded-first"',
  remote_infos: '{}',
  share_fallbacks: 'undefined',
  runtime_plugins: '[].filter(({ plugin }) => plugin).map(({ plugin, params }) => plugin(params))',
};

/** A constant of the generated startup (`const __module_federation_<name>__ = <value>`). */
function startupConstant(source, name) {
  const match = new RegExp(`const __module_federation_${name}__ = (.*?);const `).exec(source);
  if (!match)
    throw new Error(`[shop federation] the generated startup has no ${name} (an rspack it does not know?)`);
  return match[1];
}

/** The request of the startup that calls `startContainer` from `bundlerRuntime`, for this container. */
export function shopStartupRequest(request, bundlerRuntime) {
  const at = request.indexOf(DATA_URL);
  const source = decodeURIComponent(request.slice(at + DATA_URL.length));
  const name = JSON.parse(startupConstant(source, 'container_name'));
  for (const [constant, supported] of Object.entries(SUPPORTED)) {
    const value = startupConstant(source, constant);
    if (value !== supported)
      throw new Error(
        `[shop federation] ${name}: ${constant} ${value} is not built into the shop's runtime (only ${supported})`,
      );
  }
  const startup = `import { startContainer } from ${JSON.stringify(bundlerRuntime)};startContainer(__webpack_require__, ${JSON.stringify(name)});`;
  return `${request.slice(0, at)}${DATA_URL}${encodeURIComponent(startup)}`;
}
