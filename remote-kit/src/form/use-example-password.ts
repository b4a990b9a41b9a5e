import { useState } from 'react';
import { examplePassword } from './example-password';

/** An example password for a page's placeholders, the same for as long as the page is shown. */
export function useExamplePassword(): string {
  return useState(examplePassword)[0];
}
