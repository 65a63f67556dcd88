import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { contractMessages, MESSAGE_GROUPS } from '#contract/messages';
import { generatedIsCurrent } from './contract-messages';

describe("the contract's messages in the catalogs (issue 42)", () => {
  it('are listed for extraction as the contract has them: run scripts/i18n/contract-messages.ts after a change', () => {
    expect(generatedIsCurrent()).toBe(true);
  });

  it('each have one id, and each text reads the same once compiled (no ICU quoting changes it)', () => {
    const list = contractMessages();
    expect(new Set(list.map((m) => m.id)).size).toBe(list.length);
    for (const { id, message } of list) expect(compileMessage(message), id).toEqual([message]);
  });

  it('leave out only the messages built from values', () => {
    const fixed = new Set(contractMessages().map((m) => m.message));
    for (const [group, messages] of Object.entries(MESSAGE_GROUPS)) {
      for (const [key, message] of Object.entries(messages as Record<string, unknown>)) {
        if (typeof message === 'string') expect(fixed.has(message), `${group}.${key}`).toBe(true);
        else expect(typeof message, `${group}.${key}`).toBe('function');
      }
    }
  });
});
