import type { I18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#contract/locales';
import type { ImportedStudent } from '#contract/students-import';
import { FONT_STACK, scriptFontsFor } from '#src/i18n/fonts/script-fonts';
import { i18n, i18nIn } from '#src/i18n/i18n';

/**
 * Printable sign-in cards (issue 13): one card per student with their name, class, sign-in e-mail, one-time code
 * and a QR code that opens the sign-in page with the e-mail filled in. Eight cards to an A4 page, with cut lines.
 * Made in the browser (pdf-lib and qrcode load on first use), so the codes, shown once, go nowhere else. Text in
 * scripts the PDF's standard fonts cannot show (a name in Devanagari or Gurmukhi, the card's words in Hindi or
 * Punjabi) is drawn by the browser instead. A card's words are in its student's language (chosen at the import, or
 * later on their profile), else in the page's.
 */
export type SignInCard = Pick<
  ImportedStudent,
  'name' | 'student_id' | 'class_level' | 'email' | 'sign_in_code' | 'sign_in_url' | 'locale'
>;

/** The card's words, as descriptors: each card says them in its student's language. */
const WORDS = {
  classLevel: msg({ message: 'Class {classLevel}' }),
  studentId: msg({ message: 'ID {studentId}' }),
  signInAt: msg({ message: 'Sign in at {host} with' }),
  andTheCode: msg`and the code`,
  ownPassword: msg`You choose your own password at the first sign-in.`,
};

/** An i18n for each language the cards are in (the page's own for a card without one). */
async function cardLanguages(cards: SignInCard[]): Promise<(card: SignInCard) => I18n> {
  const languages = new Map<Locale, I18n>();
  const of = (card: SignInCard): Locale =>
    isLocale(card.locale) ? card.locale : (i18n.locale as Locale) || DEFAULT_LOCALE;
  for (const locale of new Set(cards.map(of))) languages.set(locale, await i18nIn(locale));
  return (card) => languages.get(of(card)) ?? i18n;
}

const A4 = { width: 595.28, height: 841.89 };
const GRID = { columns: 2, rows: 4, margin: 24 };
/** The ink of the card's text and of its dimmer lines, for the browser's drawing (the PDF's rgb colours below). */
const CSS_INK = '#1a1f29';
const CSS_GREY = '#59616b';

export async function signInCardsPdf(cards: SignInCard[], schoolName: string): Promise<Uint8Array> {
  const [{ PDFDocument, StandardFonts, rgb }, QRCode] = await Promise.all([import('pdf-lib'), import('qrcode')]);
  const doc = await PDFDocument.create();
  doc.setTitle(t`Sign-in cards · ${schoolName}`);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const mono = await doc.embedFont(StandardFonts.CourierBold);
  const ink = rgb(0.1, 0.12, 0.16);
  const grey = rgb(0.35, 0.38, 0.42);
  const cardWidth = (A4.width - GRID.margin * 2) / GRID.columns;
  const cardHeight = (A4.height - GRID.margin * 2) / GRID.rows;
  const host = new URL(cards[0]?.sign_in_url ?? 'http://localhost').host;
  const languageOf = await cardLanguages(cards);
  // Names in Devanagari or Gurmukhi are drawn by the browser: their font must be there first.
  await scriptFontsFor(`${schoolName} ${cards.map((c) => c.name).join(' ')}`);

  /**
   * Text in a standard font where it can show it, else drawn by the browser as an image of the same height. Long
   * text shrinks to fit (down to two thirds of its size) rather than lose characters; only past that is it cut.
   */
  const text = async (
    page: ReturnType<typeof doc.addPage>,
    value: string,
    x: number,
    y: number,
    size: number,
    font: typeof regular,
    maxWidth: number,
    dim = false,
  ) => {
    try {
      font.encodeText(value);
      const fit = Math.floor((10 * size * maxWidth) / font.widthOfTextAtSize(value, size)) / 10; // 0.1 pt steps
      const fitted = Math.max((size * 2) / 3, Math.min(size, fit));
      let shown = value;
      while (shown.length > 1 && font.widthOfTextAtSize(shown, fitted) > maxWidth) shown = `${shown.slice(0, -2)}…`;
      page.drawText(shown, { x, y, size: fitted, font, color: dim ? grey : ink });
    } catch {
      const image = await doc.embedPng(await textImage(value, size * 4, font === bold, dim ? CSS_GREY : CSS_INK));
      const scale = Math.min(1, maxWidth / (image.width / 4));
      page.drawImage(image, {
        x,
        y: y - size * 0.25,
        width: (image.width / 4) * scale,
        height: (image.height / 4) * scale,
      });
    }
  };

  /** A name on one line if it fits at a readable size, else on two lines split between words. */
  const name = async (page: ReturnType<typeof doc.addPage>, value: string, x: number, y: number, maxWidth: number) => {
    const words = value.split(/\s+/);
    let fits = true;
    try {
      fits = words.length < 2 || bold.widthOfTextAtSize(value, 12) <= maxWidth;
    } catch {
      // Not in the standard font: drawn by the browser, scaled to fit.
    }
    if (fits) return text(page, value, x, y, 15, bold, maxWidth);
    const half = value.length / 2;
    let split = 1;
    for (let i = 1; i < words.length; i++) {
      const at = words.slice(0, i).join(' ').length;
      if (Math.abs(at - half) < Math.abs(words.slice(0, split).join(' ').length - half)) split = i;
    }
    await text(page, words.slice(0, split).join(' '), x, y + 6, 12, bold, maxWidth);
    await text(page, words.slice(split).join(' '), x, y - 8, 12, bold, maxWidth);
  };

  for (let i = 0; i < cards.length; i++) {
    const slot = i % (GRID.columns * GRID.rows);
    const page = slot === 0 ? doc.addPage([A4.width, A4.height]) : doc.getPage(doc.getPageCount() - 1);
    const card = cards[i] as SignInCard;
    const words = languageOf(card);
    const left = GRID.margin + (slot % GRID.columns) * cardWidth;
    const top = A4.height - GRID.margin - Math.floor(slot / GRID.columns) * cardHeight;
    page.drawRectangle({
      x: left,
      y: top - cardHeight,
      width: cardWidth,
      height: cardHeight,
      borderColor: rgb(0.7, 0.72, 0.75),
      borderWidth: 0.5,
      borderDashArray: [4, 3],
    });
    const pad = 14;
    const qrSize = 92;
    const full = cardWidth - pad * 2;
    const beside = full - qrSize - pad;
    // Beside the QR code: the school, the student, the class.
    await text(page, schoolName, left + pad, top - 24, 8, regular, beside);
    await name(page, card.name, left + pad, top - 46, beside);
    await text(
      page,
      words._({ ...WORDS.classLevel, values: { classLevel: card.class_level } }),
      left + pad,
      top - 70,
      9,
      regular,
      beside,
    );
    await text(
      page,
      words._({ ...WORDS.studentId, values: { studentId: card.student_id } }),
      left + pad,
      top - 82,
      9,
      regular,
      beside,
    );
    // Under it, the whole width: where and how to sign in.
    await text(page, words._({ ...WORDS.signInAt, values: { host } }), left + pad, top - 122, 8, regular, full, true);
    const [user, domain] = card.email.split('@');
    await text(page, `${user}@`, left + pad, top - 134, 8, regular, full);
    await text(page, domain ?? '', left + pad, top - 144, 8, regular, full);
    await text(page, words._(WORDS.andTheCode), left + pad, top - 158, 8, regular, full, true);
    page.drawText(card.sign_in_code, { x: left + pad, y: top - 177, size: 16, font: mono, color: ink });
    await text(page, words._(WORDS.ownPassword), left + pad, top - cardHeight + 9, 7, regular, full, true);
    // The QR code: the sign-in page with this e-mail filled in.
    const qr = QRCode.create(card.sign_in_url, { errorCorrectionLevel: 'M' });
    const n = qr.modules.size;
    const cell = qrSize / (n + 8);
    const qx = left + cardWidth - pad - qrSize;
    const qy = top - 10 - qrSize;
    for (let row = 0; row < n; row++) {
      for (let col = 0; col < n; col++) {
        if (!qr.modules.get(row, col)) continue;
        page.drawRectangle({
          x: qx + (col + 4) * cell,
          y: qy + (n + 3 - row) * cell,
          width: cell,
          height: cell,
          color: ink,
        });
      }
    }
  }
  return doc.save();
}

/** A line of text drawn by the browser (any script it has fonts for), as PNG bytes. */
async function textImage(value: string, pixels: number, bold: boolean, color: string): Promise<Uint8Array> {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  const font = `${bold ? 'bold ' : ''}${pixels}px ${FONT_STACK}`;
  context.font = font;
  canvas.width = Math.ceil(context.measureText(value).width) + 4;
  canvas.height = Math.ceil(pixels * 1.3);
  context.font = font;
  context.fillStyle = color;
  context.textBaseline = 'top';
  context.fillText(value, 2, pixels * 0.1);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/png'));
  return new Uint8Array(await blob.arrayBuffer());
}
