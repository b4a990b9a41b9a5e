// The `react-i18next` every container of the page shares: one copy, a Module Federation
// singleton, bound to the page's one i18next. Shared modules are not tree-shaken, so this
// entry names what may be used: the hook, the provider and the plugin that binds i18next.
// The <Trans> components (with their HTML parser and entity decoders) and the server
// rendering helpers stay out: no browser code of the shop uses them.
// Types still come from the real package; react-i18next-browser.test.ts checks that every
// name browser code imports from react-i18next is here. A new one is added here first, in a
// shell release (shared singletons come from the shell).
export {
  I18nContext,
  I18nextProvider,
  Translation,
  getDefaults,
  getI18n,
  initReactI18next,
  setDefaults,
  setI18n,
  useTranslation,
  withTranslation,
} from '../../../node_modules/react-i18next/dist/es/index.js';
