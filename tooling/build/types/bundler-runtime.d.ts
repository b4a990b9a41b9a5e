/** The bundle's own runtime, which rspack puts in scope of every module it builds. */
declare const __webpack_require__: { e: (chunkId: string | number) => Promise<unknown> };
