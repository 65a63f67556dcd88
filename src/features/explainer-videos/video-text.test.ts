import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_TIPS } from '#contract/explainer-videos';
import { VIDEO_TIPS_TEXT } from './video-text';

beforeAll(() => i18n.loadAndActivate({ locale: 'en-IN', messages: {} }));

describe('the explainer video tips (issue 42)', () => {
  it('say in English exactly what the contract says', () => {
    expect(VIDEO_TIPS_TEXT.map((tip) => i18n._(tip))).toEqual([...VIDEO_TIPS]);
  });
});
