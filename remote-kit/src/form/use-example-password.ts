import { useState } from 'react';
import { useHydrating } from '../page/use-hydrating';
import { examplePassword } from './example-password';

/**
 * An example password for a page's placeholders, the same for as long as the page is shown;
 * none in server markup and while it hydrates (a random example would differ between the two).
 */
export function useExamplePassword(): string {
  const example = useState(examplePassword)[0];
  return useHydrating() ? '' : example;
}
