import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PREFERRED_LOCATIONS, QUALIFICATIONS, TEACHING_EXPERIENCE_OPTIONS } from '#contract/public-forms';

type OptionValue =
  | (typeof QUALIFICATIONS)[number]
  | (typeof PREFERRED_LOCATIONS)[number]
  | (typeof TEACHING_EXPERIENCE_OPTIONS)[number];

/**
 * What the teacher application's choices read as in the chosen language. The values themselves (sent to the
 * server, stored, checked by the contract's schema) stay as they are.
 */
const LABELS: Record<OptionValue, MessageDescriptor> = {
  'B.Tech': msg`B.Tech`,
  'M.Tech': msg`M.Tech`,
  'Computer Science Degree': msg`Computer Science Degree`,
  'B.Ed': msg`B.Ed`,
  'M.Ed': msg`M.Ed`,
  PhD: msg`PhD`,
  Other: msg({ message: 'Other', context: 'qualification' }),
  'NCR (Delhi/Noida/Gurgaon/Ghaziabad)': msg`NCR (Delhi/Noida/Gurgaon/Ghaziabad)`,
  'Punjab (Chandigarh/Mohali/Ludhiana)': msg`Punjab (Chandigarh/Mohali/Ludhiana)`,
  'Both NCR & Punjab': msg`Both NCR & Punjab`,
  Yes: msg`Yes`,
  No: msg`No`,
};

/** A stored choice as the reader's language says it; anything else (an older value) as it was stored. */
export function optionLabel(i18n: I18n, value: string): string {
  const label = (LABELS as Record<string, MessageDescriptor | undefined>)[value];
  return label ? i18n._(label) : value;
}

/** Select or radio options: the value as stored, the label in the reader's language. */
export const optionsOf = (i18n: I18n, values: readonly string[]) =>
  values.map((value) => ({ value, label: optionLabel(i18n, value) }));
