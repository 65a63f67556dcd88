import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { messagesInDigits } from './catalog-digits';
import { chooseOwnDigits, showCatalog } from './intl-format';

const DEVANAGARI = 0x966;

describe("a catalog's own numbers in the reader's digits (issue 42)", () => {
  afterEach(() => {
    chooseOwnDigits(false);
    showCatalog('en-IN', {});
  });

  it('writes a number standing on its own, and leaves class names, codes and API values', () => {
    const messages = messagesInDigits(
      {
        week: 'पिछले 7 दिनों में कोई सत्र नहीं',
        upload: '100% अपलोड हो गया',
        range: 'तिथियाँ 2000 से 2100 के बीच होनी चाहिए',
        step: '1. स्कूल चुनें',
        fee: 'शुल्क अपने-आप ₹0 रहता है।',
        example: 'जैसे 7C',
        phone: 'अपने देश के कोड से शुरू करें, जैसे +91',
        period: 'period इनमें से एक होना चाहिए: 1week, 1month, all',
        setting: 'BACKUP_INTERVAL_HOURS=0 है',
      },
      DEVANAGARI,
    );
    expect(messages).toEqual({
      week: 'पिछले ७ दिनों में कोई सत्र नहीं',
      upload: '१००% अपलोड हो गया',
      range: 'तिथियाँ २००० से २१०० के बीच होनी चाहिए',
      step: '१. स्कूल चुनें',
      fee: 'शुल्क अपने-आप ₹० रहता है।',
      example: 'जैसे 7C',
      phone: 'अपने देश के कोड से शुरू करें, जैसे +91',
      period: 'period इनमें से एक होना चाहिए: 1week, 1month, all',
      setting: 'BACKUP_INTERVAL_HOURS=0 है',
    });
  });

  it("writes a plural's text and keeps its placeholders; the page switches back and forth", () => {
    const low = [['low', 'plural', { one: ['#', ' सत्र में 75% से कम'], other: ['#', ' सत्रों में 75% से कम'] }]];
    const rate = ['आपकी कक्षा: ', ['rate']];
    showCatalog('hi-IN', { low, rate } as never);
    expect(i18n._('low', { low: 3 })).toBe('3 सत्रों में 75% से कम');
    chooseOwnDigits(true);
    // The count is Intl's to write (it follows the digits too); the catalog's own 75 is written here.
    expect(i18n._('low', { low: 3 })).toBe('३ सत्रों में ७५% से कम');
    expect(i18n._('rate', { rate: '80%' })).toBe('आपकी कक्षा: 80%');
    chooseOwnDigits(false);
    expect(i18n._('low', { low: 1 })).toBe('1 सत्र में 75% से कम');
  });

  it("writes numbers given to plain placeholders in the reader's digits, never a plural's count or a text value", () => {
    const ofTotal = [['done'], ' / ', ['total'], ' (', ['name'], ')'];
    const left = [['n', 'plural', { one: ['#', ' सत्र बाकी'], other: ['#', ' सत्र बाकी'] }]];
    showCatalog('hi-IN', { ofTotal, left } as never);
    const values = { done: 11, total: 14, name: 'Class 6A' };
    expect(i18n._('ofTotal', values)).toBe('11 / 14 (Class 6A)');
    chooseOwnDigits(true);
    expect(i18n._('ofTotal', values)).toBe('११ / १४ (Class 6A)');
    expect(i18n.t({ id: 'ofTotal', values })).toBe('११ / १४ (Class 6A)');
    expect(i18n._('left', { n: 1 })).toBe('१ सत्र बाकी');
    chooseOwnDigits(false);
    expect(i18n._('ofTotal', values)).toBe('11 / 14 (Class 6A)');
  });
});
