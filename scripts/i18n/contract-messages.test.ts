import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { contractMessages, MESSAGE_GROUPS } from '#contract/messages';
import { SESSION_EXPORT_MESSAGES } from '#contract/sessions-export';
import { IMPORT_MESSAGES } from '#contract/students-import';
import { SURVEY_MESSAGES } from '#contract/surveys';
import { isValued } from '#contract/valued';
import { generatedIsCurrent } from './contract-messages';

describe("the contract's messages in the catalogs (issue 42)", () => {
  it('are listed for extraction as the contract has them: run scripts/i18n/contract-messages.ts after a change', () => {
    expect(generatedIsCurrent()).toBe(true);
  });

  it('each have one id, and each text reads the same once compiled (no ICU quoting changes it)', () => {
    const list = contractMessages();
    expect(new Set(list.map((m) => m.id)).size).toBe(list.length);
    for (const { id, message } of list) {
      // A template's placeholders compile to [name]; the text between them stays as written.
      const parts = compileMessage(message) as (string | [string])[];
      expect(parts.map((p) => (typeof p === 'string' ? p : `{${p[0]}}`)).join(''), id).toBe(message);
    }
  });

  it('are all listed: every message is a text or a template (a plain function would have no id)', () => {
    const listed = new Set(contractMessages().map((m) => m.message));
    for (const [group, messages] of Object.entries(MESSAGE_GROUPS)) {
      for (const [key, value] of Object.entries(messages as Record<string, unknown>)) {
        const message = isValued(value) ? value.template : value;
        expect(typeof message, `${group}.${key}`).toBe('string');
        expect(listed.has(message as string), `${group}.${key}`).toBe(true);
      }
    }
  });

  it('fill a template with values in its order, numbers grouped the Indian way', () => {
    expect(IMPORT_MESSAGES.classNotOffered('7C')).toBe('Class 7C is not offered by the selected school');
    expect(SURVEY_MESSAGES.ratingRange(2, 1, 5)).toBe('Rating for question 2 must be between 1 and 5');
    expect(SESSION_EXPORT_MESSAGES.tooMany(123456, 50000)).toBe(
      '1,23,456 sessions match: narrow the filters to at most 50,000 to export them',
    );
  });
});
