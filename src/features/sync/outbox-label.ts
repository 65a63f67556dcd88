import { t } from '@lingui/core/macro';

/**
 * 'Class 6A at Sunrise Public School, slide 12': a change's label as the teaching screens make it (log-session-screen,
 * teaching-session.ts). It is kept on the device and in a saved file in English, as made; read back here into its
 * parts and said in the teacher's language. A label of any other shape is shown as it is.
 */
const LABEL = /^Class (\S+)(?: at (.+?))?(?:, slide (\d+)|, (ended)|, (cancelled))?$/s;

export function labelText(label: string): string {
  const parts = LABEL.exec(label);
  if (!parts) return label;
  const [, classLevel = '', schoolName, slide, ended, cancelled] = parts;
  const place = schoolName ? t`Class ${classLevel} at ${schoolName}` : t`Class ${classLevel}`;
  if (slide) return t`${place}, slide ${slide}`;
  if (ended) return t`${place}, ended`;
  if (cancelled) return t`${place}, cancelled`;
  return place;
}
