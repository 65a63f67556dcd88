import { expect, type Page } from '@playwright/test';

/** A field's label exactly, with or without the required asterisk ('Name' matches 'Name *'). */
export const L = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

/** Chooses `option` in the Mantine Select (or MultiSelect) labelled `label`. */
export async function pick(page: Page, label: string | RegExp, option: string | RegExp) {
  await page
    .getByLabel(typeof label === 'string' ? L(label) : label)
    .first()
    .click();
  await page.getByRole('option', { name: option }).first().click();
  await page.keyboard.press('Escape');
}

/** A toast with this text. */
export const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root', { hasText: text });

export async function expectToast(page: Page, text: string) {
  await expect(toast(page, text)).toBeVisible();
}
