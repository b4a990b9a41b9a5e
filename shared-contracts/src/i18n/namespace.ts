import { type Language } from './languages';

/** The part of an i18next instance a remote needs to add its own namespace. */
export interface NamespaceHost {
  isInitialized: boolean;
  addResourceBundle(lng: string, ns: string, resources: object, deep?: boolean, overwrite?: boolean): unknown;
  on(event: 'initialized', callback: () => void): void;
  off(event: 'initialized', callback: () => void): void;
}

export type NamespaceResources = Record<Language, object>;

/**
 * Adds a namespace in both languages. i18next accepts bundles only after init(), and a
 * remote's module may run before the shell has initialised it, so this waits when needed.
 */
export function addNamespace(i18n: NamespaceHost, namespace: string, resources: NamespaceResources): void {
  const add = () => {
    for (const [language, bundle] of Object.entries(resources)) {
      i18n.addResourceBundle(language, namespace, bundle, true, true);
    }
  };
  if (i18n.isInitialized) {
    add();
    return;
  }
  const onInitialized = () => {
    i18n.off('initialized', onInitialized);
    add();
  };
  i18n.on('initialized', onInitialized);
}
