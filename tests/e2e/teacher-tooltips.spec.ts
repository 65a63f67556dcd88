import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './support/auth';

// Tooltips are made at the first hover or keyboard focus of what they describe, not with the page (issue 40: each
// Mantine Tooltip sets up floating-ui as it mounts; the top bar's one cost a slow phone's first screen tens of ms).
test('the sync status tooltip: none on load, shown on hover and keyboard focus, hidden on leave and Escape', async ({
  page,
  request,
}) => {
  await signInAs(page, request, DEMO.teacher);
  await page.goto('/dashboard');
  const status = page.getByRole('button', { name: /^Sync status: / }).first();
  await expect(status).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Teacher Dashboard', level: 1 })).toBeVisible();
  // Nothing of a tooltip until someone points at the status.
  await expect(page.locator('.mantine-Tooltip-tooltip')).toHaveCount(0);

  await status.hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toHaveText(/^Online\. (No changes waiting|Reading the changes on this device)/);
  // Over the status, under it: the tooltip does not cover what it describes.
  const [box, tip] = [await status.boundingBox(), await tooltip.boundingBox()];
  expect(tip && box && (tip.y >= box.y + box.height - 1 || tip.y + tip.height <= box.y + 1)).toBe(true);
  await page.mouse.move(0, 400);
  await expect(tooltip).toBeHidden();

  // Keyboard: focus shows it, Escape hides it, and the status keeps the focus (it is not re-created).
  await status.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(status).toBeFocused();
  await expect(tooltip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  await expect(status).toBeFocused();
  // Enter still opens the Sync panel.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Sync' })).toBeVisible();
});
