import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { NO_CONNECTION, refusedNote } from '#src/offline/worker/outbox-rules';
import { lastErrorText } from '#src/offline/page/last-error';
import { deckFailureText } from './deck-failure';
import { labelText } from './outbox-label';

// English, as a page with no other language chosen (src/i18n/i18n.ts): every text is the one the spec fixes.
beforeAll(() => i18n.loadAndActivate({ locale: 'en-IN', messages: {} }));

describe('the Sync panel words what the worker reports as codes', () => {
  it('a deck the device has no room for', () => {
    expect(deckFailureText({ code: 'storage-short', grade: 7, neededBytes: 1100, freeBytes: 4 * 1_048_576 })).toBe(
      "This device is out of space for Class 7's deck: 1 KB needed, 4.0 MB free. Free some space on the device (or remove other offline data) and try again.",
    );
    expect(deckFailureText({ code: 'storage-short', grade: 6, neededBytes: 40 * 1_048_576, freeBytes: null })).toBe(
      "This device is out of space for Class 6's deck: 40 MB needed, and the browser has no more room for this site. Free some space on the device (or remove other offline data) and try again.",
    );
  });

  it('a deck or slide the server did not give, and the browser’s own errors as they came', () => {
    expect(deckFailureText({ code: 'deck-unreadable', grade: 6, status: 503 })).toBe(
      'Could not read the deck of Class 6 (503)',
    );
    expect(deckFailureText({ code: 'slide-unavailable', grade: 6, slide: 4, status: 404 })).toBe(
      'Could not download slide 4 of Class 6 (404)',
    );
    expect(deckFailureText({ code: 'other', detail: 'Failed to fetch' })).toBe('Failed to fetch');
  });

  it("a change's last failure: the device's notes (new and old) worded, the server's message as it came", () => {
    expect(lastErrorText(NO_CONNECTION)).toBe('No connection to the server');
    expect(lastErrorText('No connection to the server')).toBe('No connection to the server');
    expect(lastErrorText(refusedNote(409))).toBe('Refused (409)');
    expect(lastErrorText('Refused (409)')).toBe('Refused (409)');
    expect(lastErrorText('Session already ended')).toBe('Session already ended');
  });

  it('reads back the labels the teaching screens keep in the outbox: English stays as it was', () => {
    for (const label of [
      'Class 6A at Sunrise Public School',
      'Class 6A at Sunrise Public School, slide 12',
      'Class 6A at Sunrise Public School, ended',
      'Class 6A at Sunrise Public School, cancelled',
      'Class 6A, slide 3',
      'Class 6A, cancelled',
      'Class 7B at St. Mary’s, Mohali, slide 4',
      'Something else entirely',
    ])
      expect(labelText(label)).toBe(label);
  });
});
