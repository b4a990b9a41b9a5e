/* global exports, fetch, AbortSignal */
// A stand-in for the shell's server renderer whose page is what the shop's API answered: the
// render pool's in-process API (api-in-process.ts) is tested through it. `/late` is a call its
// signal stops before the answer comes; `/renders` counts the pages it was asked for.
let renders = 0;
exports.createRenderer = async (options) => ({
  render: async ({ url, language }) => {
    renders += 1;
    if (url === '/renders')
      return { head: '', html: `renders ${renders}`, blocks: '', state: {}, status: 200 };
    let text;
    try {
      const response = await fetch(`${options.apiBaseUrl}${url}`, {
        method: url === '/echo' ? 'POST' : 'GET',
        headers: { 'accept-language': language },
        body: url === '/echo' ? JSON.stringify({ name: 'Sofá' }) : undefined,
        signal: url === '/late' ? AbortSignal.timeout(50) : undefined,
      });
      text = `${response.status} ${response.headers.get('x-answer')} ${await response.text()}`;
    } catch (error) {
      text = `failed: ${error.name}`;
    }
    return { head: '', html: text, blocks: '', state: {}, status: 200 };
  },
});
