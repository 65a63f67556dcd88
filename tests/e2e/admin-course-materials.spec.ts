import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { DEMO, signInAs } from './support/auth';

/** A small deck: each page a large title and a line of text (the server takes the largest text as the title). */
async function deckPdf(titles: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  for (const [i, title] of titles.entries()) {
    const page = doc.addPage([960, 540]);
    page.drawText(title, { x: 48, y: 450, size: 40, font: bold });
    page.drawText(`Activity ${i + 1}: talk about it with a partner`, { x: 48, y: 360, size: 20, font: regular });
  }
  return Buffer.from(await doc.save());
}

// Class 12 has no demo deck and no other journey uses it.
const GRADE = '12';

test.describe('admin course materials', () => {
  test('uploads a PDF, sees its slides, renames one and deletes the deck', async ({ page, request }) => {
    // The demo decks (about 320 pages) convert in the background first, one job at a time.
    test.setTimeout(330_000);
    const tag = Date.now().toString(36);
    const titles = [`Robots ${tag}`, `Sensors ${tag}`, `Safety ${tag}`];
    await signInAs(page, request, DEMO.admin);
    await page.goto('/course-materials');
    await expect(page.getByRole('heading', { name: 'Course Materials' })).toBeVisible();

    const upload = page.getByRole('button', { name: 'Upload and Convert' });
    const file = page.locator('input[type="file"]');
    await upload.click();
    await expect(page.getByText('Please select a class and PDF file')).toBeVisible();

    // Not a PDF by its type and name: refused here.
    await page.getByLabel('Class', { exact: true }).selectOption(GRADE);
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByText('Please select a PDF file').first()).toBeVisible();

    // Named .pdf but not a PDF inside: the server judges the content.
    await file.setInputFiles({
      name: 'fake.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('just text, not a PDF'),
    });
    await expect(page.getByText('Please select a PDF file')).toHaveCount(0);
    await upload.click();
    await expect(page.getByText('Please select a PDF file').first()).toBeVisible();

    await file.setInputFiles({ name: `deck-${tag}.pdf`, mimeType: 'application/pdf', buffer: await deckPdf(titles) });
    await upload.click();
    await expect(page.getByText(/Upload(ing…|ed) \d+%/)).toBeVisible();
    // The conversion's progress (queued behind the demo decks), then the result.
    await expect(
      page.getByText(/Converting page \d+ of 3|Converted 3 of 3 pages|Waiting to convert/).first(),
    ).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Class 12: 3 slides ready')).toBeVisible({ timeout: 270_000 });

    const card = page.getByRole('article', { name: 'Class 12' });
    await expect(card.getByText('3 slides')).toBeVisible();
    await expect(card.getByText(`deck-${tag}.pdf`)).toBeVisible();
    await expect(card.getByText(/Uploaded .* by Asha Verma/)).toBeVisible();

    await card.getByRole('button', { name: 'View Class 12' }).click();
    const dialog = page.getByRole('dialog', { name: 'Class 12 slides' });
    await expect(dialog.getByText(`Slide 1 of 3 — ${titles[0]}`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Slide \d: / })).toHaveCount(3);
    await dialog.getByRole('button', { name: `Slide 2: ${titles[1]}` }).click();
    await expect(dialog.getByText(`Slide 2 of 3 — ${titles[1]}`)).toBeVisible();
    // The image is fetched with the bearer token and shown from an object URL.
    const image = dialog.getByRole('img', { name: `Slide 2: ${titles[1]}` });
    await expect(image).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(1000);

    await dialog.getByRole('button', { name: 'Edit title' }).click();
    const titleInput = page.getByRole('dialog', { name: 'Edit title of slide 2' }).getByLabel('Slide title');
    await titleInput.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please enter a slide title')).toBeVisible();
    await titleInput.fill(`Sensors around us ${tag}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Slide title updated successfully')).toBeVisible();
    await expect(dialog.getByText(`Slide 2 of 3 — Sensors around us ${tag}`)).toBeVisible();
    await page.keyboard.press('Escape');

    await card.getByRole('button', { name: 'Delete Class 12' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Class 12 slides?' });
    await expect(confirm.getByText(/cannot be undone/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Course material for Class 12 deleted')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Class 12' })).toHaveCount(0);
  });
});
