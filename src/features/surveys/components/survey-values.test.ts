import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { SUGGESTED_SURVEY_PROMPTS } from '#contract/surveys';
import { learnContractMessages } from '#src/i18n/contract-text';
import { initialSurveyValues } from './survey-values';

describe('a new survey’s suggested questions', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en-IN', messages: {} }));

  it('are in English as the spec words them, and in the teacher’s language when it is another', () => {
    expect(initialSurveyValues().questions.map((q) => q.prompt)).toEqual(Object.values(SUGGESTED_SURVEY_PROMPTS));
    learnContractMessages([{ id: 'surveySuggestion.clear', message: SUGGESTED_SURVEY_PROMPTS.clear }]);
    i18n.loadAndActivate({ locale: 'hi-IN', messages: { 'surveySuggestion.clear': 'शिक्षक ने विषय साफ़-साफ़ समझाए' } });
    const [first, second] = initialSurveyValues().questions;
    expect(first?.prompt).toBe('शिक्षक ने विषय साफ़-साफ़ समझाए');
    // One without a translation stays as it is: never an empty question.
    expect(second?.prompt).toBe(SUGGESTED_SURVEY_PROMPTS.pace);
  });
});
