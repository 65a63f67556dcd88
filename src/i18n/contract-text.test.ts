import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { duration } from '#contract/durations';
import { HEALTH_MESSAGES } from '#contract/health-messages';
import { SCHOOL_MESSAGES } from '#contract/schools';
import { IMPORT_MESSAGES } from '#contract/students-import';
import { contractText, learnContractMessages } from './contract-text';
import { chooseOwnDigits } from './intl-format';
import { compileTemplate, learnMarkedTemplates } from './testing/marked-templates';

const HINDI = { 'school.name': 'स्कूल का नाम ज़रूरी है', 'school.city': 'शहर ज़रूरी है' };
const learn = () =>
  learnContractMessages([
    { id: 'school.name', message: SCHOOL_MESSAGES.name },
    { id: 'school.city', message: [SCHOOL_MESSAGES.city] } as unknown as { id: string; message: string },
    { id: 'school.state', message: SCHOOL_MESSAGES.state },
  ]);

describe('contractText', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en-IN', messages: {} }));

  it('shows a server message in the catalog language by its id', () => {
    learn();
    i18n.loadAndActivate({ locale: 'hi-IN', messages: HINDI });
    expect(contractText(SCHOOL_MESSAGES.name)).toBe(HINDI['school.name']);
  });

  it("translates each field's message of a 400's summary, or leaves the whole", () => {
    learn();
    i18n.loadAndActivate({ locale: 'hi-IN', messages: HINDI });
    expect(contractText(`${SCHOOL_MESSAGES.name}, ${SCHOOL_MESSAGES.city}`)).toBe(
      `${HINDI['school.name']}, ${HINDI['school.city']}`,
    );
    // One part without a translation: the summary stays as the server wrote it, never half translated.
    expect(contractText(`${SCHOOL_MESSAGES.name}, ${SCHOOL_MESSAGES.state}`)).toBe(
      `${SCHOOL_MESSAGES.name}, ${SCHOOL_MESSAGES.state}`,
    );
  });

  it('finds a message built from values by its template, and shows the translation with the same values', () => {
    learnContractMessages([
      { id: 'school.name', message: SCHOOL_MESSAGES.name },
      {
        id: 'import.classNotOffered',
        message: ['Class ', ['label'], ' is not offered by the selected school'],
      } as unknown as { id: string; message: string },
    ]);
    i18n.loadAndActivate({
      locale: 'hi-IN',
      messages: { ...HINDI, 'import.classNotOffered': ['कक्षा ', ['label'], ' चुने गए स्कूल में नहीं है'] },
    });
    expect(contractText(IMPORT_MESSAGES.classNotOffered('7C'))).toBe('कक्षा 7C चुने गए स्कूल में नहीं है');
    // Not the template's shape: left as it came.
    expect(contractText('Class 7C is offered')).toBe('Class 7C is offered');
  });

  it('leaves a message without a translation, and every message in English', () => {
    learn();
    i18n.loadAndActivate({ locale: 'hi-IN', messages: HINDI });
    expect(contractText('Class 13A is not offered by the selected school')).toBe(
      'Class 13A is not offered by the selected school',
    );
    i18n.loadAndActivate({ locale: 'en-IN', messages: {} });
    expect(contractText(SCHOOL_MESSAGES.name)).toBe(SCHOOL_MESSAGES.name);
  });

  it('finds every template of the contract as itself from its English, never as another template', () => {
    const templates = learnMarkedTemplates();
    const wrong: string[] = [];
    // A phrase (contract/durations.ts) is only ever a value: the test below.
    for (const { id, message } of templates.filter((m) => !m.id.startsWith('duration.'))) {
      // Values that look like what the server puts there: a name with spaces, a number with grouping.
      const values = compileTemplate(message).filter((p) => typeof p !== 'string');
      const samples = values.map((_, i) => (i % 2 ? `1,2${i}4` : `Sample Name ${i}`));
      let i = 0;
      const english = message.replace(/\{\w+\}/g, () => samples[i++] ?? '');
      const expected = `<${id}>${samples.map((v) => `|${v}`).join('')}`;
      const shown = contractText(english);
      if (shown !== expected) wrong.push(`${id}: "${english}" shown as "${shown}"`);
    }
    expect(wrong).toEqual([]);
  });

  it('translates a phrase inside a message, such as how long ago, and never a phrase alone', () => {
    learnContractMessages([
      { id: 'health.backupOk', message: ['Last backup ', ['age'], ' ago, restored and checked.'] },
      { id: 'duration.days', message: [['count'], ' days'] },
      { id: 'duration.underAMinute', message: ['less than a minute'] },
    ] as never);
    i18n.loadAndActivate({
      locale: 'hi-IN',
      messages: {
        'health.backupOk': ['पिछला बैकअप ', ['age'], ' पहले लिया गया, बहाल करके जाँचा गया।'],
        'duration.days': [['count'], ' दिन'],
        'duration.underAMinute': 'एक मिनट से कम',
      },
    });
    expect(contractText(HEALTH_MESSAGES.backupOk(duration(3 * 86_400_000)))).toBe(
      'पिछला बैकअप 3 दिन पहले लिया गया, बहाल करके जाँचा गया।',
    );
    expect(contractText(HEALTH_MESSAGES.backupOk(duration(1_000)))).toBe(
      'पिछला बैकअप एक मिनट से कम पहले लिया गया, बहाल करके जाँचा गया।',
    );
    expect(contractText('5 days')).toBe('5 days');
  });

  it("translates a role's name and a status inside an activity sentence", () => {
    learnContractMessages([
      {
        id: 'activity.updatedUserRole',
        message: ['Updated user ', ['name'], ' (role ', ['fromRole'], ' → ', ['toRole'], ')'],
      },
      { id: 'role.teacher', message: ['Teacher'] },
      { id: 'role.school_manager', message: ['School Manager'] },
      { id: 'userStatus.pending', message: ['pending'] },
    ] as never);
    i18n.loadAndActivate({
      locale: 'hi-IN',
      messages: {
        'activity.updatedUserRole': [
          'उपयोगकर्ता ',
          ['name'],
          ' अपडेट किया (भूमिका ',
          ['fromRole'],
          ' → ',
          ['toRole'],
          ')',
        ],
        'role.teacher': 'शिक्षक',
        'role.school_manager': 'स्कूल मैनेजर',
        'userStatus.pending': 'लंबित',
      },
    });
    expect(contractText('Updated user Asha (role Teacher → School Manager)')).toBe(
      'उपयोगकर्ता Asha अपडेट किया (भूमिका शिक्षक → स्कूल मैनेजर)',
    );
    // A status alone is a word, not a message: left as it came.
    expect(contractText('pending')).toBe('pending');
  });

  it("writes a quantity's numbers in the reader's own digits, and never a name's or a class's", () => {
    learnContractMessages([
      {
        id: 'insight.sessionsFell',
        message: [
          'Sessions fell by ',
          ['percent'],
          '% against the previous period (',
          ['previous'],
          ' → ',
          ['current'],
          ')',
        ],
      },
      { id: 'activity.importedStudents', message: [['actor'], ' imported ', ['count'], ' students into ', ['school']] },
      { id: 'health.backupOk', message: ['Last backup ', ['age'], ' ago, restored and checked.'] },
      { id: 'duration.days', message: [['count'], ' days'] },
    ] as never);
    i18n.loadAndActivate({
      locale: 'hi-IN',
      messages: {
        'insight.sessionsFell': ['सत्र पिछली अवधि (', ['previous'], ' → ', ['current'], ') से ', ['percent'], '% घटे'],
        'activity.importedStudents': [['actor'], ' ने ', ['school'], ' में ', ['count'], ' विद्यार्थी इम्पोर्ट किए'],
        'health.backupOk': ['पिछला बैकअप ', ['age'], ' पहले लिया गया'],
        'duration.days': [['count'], ' दिन'],
      },
    });
    const fell = 'Sessions fell by 12.5% against the previous period (123456 → 1080)';
    const imported = 'Admin 2 imported 40 students into School 12';
    const backup = HEALTH_MESSAGES.backupOk(duration(3 * 86_400_000));
    // Latin digits (the default): the numbers as the server wrote them.
    expect(contractText(fell)).toBe('सत्र पिछली अवधि (123456 → 1080) से 12.5% घटे');
    chooseOwnDigits(true);
    try {
      expect(contractText(fell)).toBe('सत्र पिछली अवधि (१,२३,४५६ → १,०८०) से १२.५% घटे');
      expect(contractText(imported)).toBe('Admin 2 ने School 12 में ४० विद्यार्थी इम्पोर्ट किए');
      expect(contractText(backup)).toBe('पिछला बैकअप ३ दिन पहले लिया गया');
    } finally {
      chooseOwnDigits(false);
    }
  });
});
