import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig, standaloneConfig } from '../tooling/rspack-common.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

// The standalone harness has no shop server of its own: the API and the catalogue's images
// come from `npm start` (SHOP_URL to point elsewhere).
const shopProxy = [
  {
    context: ['/api', '/images', '/static_images'],
    target: process.env.SHOP_URL ?? 'http://localhost:8080',
    changeOrigin: true,
  },
];

export default (env = {}) => {
  if (!env.standalone) return remoteConfig({ dir, name: 'mf_catalog', prefix: 'catalog', port: 3101 });
  const config = standaloneConfig({ dir, prefix: 'catalog', port: 3001 });
  config.devServer = { ...config.devServer, proxy: shopProxy };
  return config;
};
