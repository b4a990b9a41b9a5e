// The build emits these as asset files (tooling/rspack-common.mjs); importing one gives its URL.
// tooling/types/assets.d.ts lacks WebM, which the home's hero video needs.
declare module '*.webm' {
  const url: string;
  export default url;
}
