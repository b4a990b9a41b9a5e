/* global module */
// A Map that lives as long as the Jest worker, shared by its test files: loaded with
// nodeRequire (testing/node-require.ts), outside Jest's per-file module registry.
module.exports = new Map();
