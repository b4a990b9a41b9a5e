// Steps a visitor takes through the account remote's pages, on the composed shop.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type Locator, type Page } from 'playwright-core';
import { e2eDataDir } from '../support/orders';

export function accountArea(page: Page): Locator {
  return page.locator('[data-boundary="mf_account"]');
}

/** The mails in the shop's outbox (each an .eml file) that contain `text`. */
export function mailsContaining(text: string): string[] {
  const outbox = path.join(e2eDataDir(), 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
    .filter((mail) => mail.includes(text));
}

/** Retries an assertion until it holds or the time is up, for what the shop does in the background. */
export async function eventually(assertion: () => void | Promise<void>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
