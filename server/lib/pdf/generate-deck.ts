import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

export type DeckPage = { title: string; lines: string[] };

/** A 16:9 slide deck PDF: a title band and a few bullet lines per page (demo data, tests, benchmarks). */
export async function generateDeckPdf(pages: DeckPage[], options: { footer?: string } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const [width, height] = [960, 540];
  pages.forEach((content, index) => {
    const page = doc.addPage([width, height]);
    const hue = (index % 6) / 6;
    page.drawRectangle({
      x: 0,
      y: height - 96,
      width,
      height: 96,
      color: rgb(0.12 + hue * 0.3, 0.32, 0.62 - hue * 0.2),
    });
    page.drawText(content.title, {
      x: 48,
      y: height - 62,
      size: 34,
      font: bold,
      color: rgb(1, 1, 1),
      maxWidth: width - 96,
    });
    content.lines.forEach((line, i) => {
      page.drawCircle({ x: 66, y: height - 160 - i * 52 + 7, size: 5, color: rgb(0.2, 0.35, 0.6) });
      page.drawText(line, {
        x: 84,
        y: height - 160 - i * 52,
        size: 22,
        font: regular,
        color: rgb(0.15, 0.15, 0.2),
        maxWidth: width - 140,
      });
    });
    const footer = `${options.footer ? `${options.footer} · ` : ''}${index + 1} / ${pages.length}`;
    page.drawText(footer, { x: 48, y: 24, size: 12, font: regular, color: rgb(0.45, 0.45, 0.5) });
  });
  return doc.save();
}
