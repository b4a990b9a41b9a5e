/* global exports, Buffer, setInterval */
// A stand-in for the shell's server renderer that leaks as remotes' server code does when
// reloaded in one process (module-federation core #5031, #4566): every release map it is
// started with keeps 16 MB reachable from a global and a timer that never stops.
exports.createRenderer = async (options) => {
  const held = Buffer.alloc(16 * 1024 * 1024, 1);
  globalThis.__leaked = [...(globalThis.__leaked ?? []), held];
  setInterval(() => held.length, 1000);
  return {
    render: async ({ url, language }) => ({
      head: '',
      html: `<p>${url} ${language} ${JSON.stringify(options.releases)}</p>`,
      blocks: '',
      state: {},
      status: 200,
    }),
  };
};
