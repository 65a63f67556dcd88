import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROMPT_ONLY_LABEL, SCENES_FOR_DURATION, VIDEO_DURATIONS } from '#contract/explainer-videos';
import { videoLanguage } from '#server/lib/media/speech';
import { listed, sentence } from './caption-text';
import { planFromSlides } from './course-planner';
import { type PlannedScene, planScenes, subjectOf, topicOf } from './scene-planner';
import type { FoundSlide } from './slide-search';
import { listOf } from './video-words';

/**
 * Issue 42: a video's fixed words (headings, labels, joining words, full stops) are in the language of its text:
 * the prompt's for a prompt-only video, the slides' for a course video. English stays as it was.
 */
const slide = (classNumber: number, slideNumber: number, title: string, body: string): FoundSlide => ({
  classNumber,
  slideNumber,
  title,
  body,
  imageKey: `decks/${classNumber}/x/${slideNumber}.webp`,
  rank: 0.5,
});

/** Everything of a plan a viewer reads or hears, and the status lines. */
const texts = (plan: PlannedScene[]) =>
  plan.flatMap((s) => [s.heading, ...s.points, s.narration, s.prompt, ...(s.label ? [s.label] : [])]);
/** ASCII letters left once the words the user wrote (`own`) are taken out. */
const english = (text: string, own: string[] = []) =>
  own.reduce((t, w) => t.replaceAll(w, ''), text).match(/[A-Za-z]+/g);

const HINDI_PROMPT = 'प्रकाश संश्लेषण समझाइए। पौधे सूरज की रोशनी से अपना भोजन बनाते हैं।';
const PUNJABI_PROMPT = 'ਪ੍ਰਕਾਸ਼ ਸੰਸ਼ਲੇਸ਼ਣ ਬਾਰੇ ਵੀਡੀਓ ਬਣਾਓ। ਪੌਦੇ ਧੁੱਪ ਨਾਲ ਆਪਣਾ ਭੋਜਨ ਬਣਾਉਂਦੇ ਹਨ।';

describe('the language of a video', () => {
  it("is the script most of its text's letters are in (voiceFor's rule)", () => {
    expect(videoLanguage('Photosynthesis makes food')).toBe('en');
    expect(videoLanguage(HINDI_PROMPT)).toBe('hi');
    expect(videoLanguage(PUNJABI_PROMPT)).toBe('pa');
    expect(videoLanguage('AI क्या है?')).toBe('hi');
    expect(videoLanguage('')).toBe('en');
  });

  it("ends Hindi and Punjabi lines with '।', never '.', and joins lists with और / ਅਤੇ", () => {
    expect(sentence('पौधे भोजन बनाते हैं')).toBe('पौधे भोजन बनाते हैं।');
    expect(sentence('ਪੌਦੇ ਭੋਜਨ ਬਣਾਉਂਦੇ ਹਨ,')).toBe('ਪੌਦੇ ਭੋਜਨ ਬਣਾਉਂਦੇ ਹਨ।');
    expect(sentence('पौधे ,।')).toBe('पौधे।');
    expect(sentence('क्या पौधे साँस लेते हैं?')).toBe('क्या पौधे साँस लेते हैं?');
    expect(sentence('Why it matters')).toBe('Why it matters.');
    expect(sentence('The word प्रकाश means light')).toBe('The word प्रकाश means light.');
    // Hindi words in a Hindi video's line of mostly English letters: the Hindi stop.
    expect(sentence('आज का विषय था: How plants eat', 'hi')).toBe('आज का विषय था: How plants eat।');
    expect(sentence('How plants eat', 'hi')).toBe('How plants eat.');
    expect(listed('पौधे।')).toBe('पौधे');
    expect(listOf(['पत्ती', 'जड़', 'तना'], 'hi')).toBe('पत्ती, जड़ और तना');
    expect(listOf(['ਪੱਤਾ', 'ਜੜ੍ਹ'], 'pa')).toBe('ਪੱਤਾ ਅਤੇ ਜੜ੍ਹ');
    expect(listOf(['A', 'B', 'C'], 'en')).toBe('A, B and C');
  });
});

describe('topic and subject of a Hindi or Punjabi prompt', () => {
  it('is its first sentence without the request; a question or a statement is talked about as "this topic"', () => {
    const cases: [string, string, string][] = [
      [HINDI_PROMPT, 'प्रकाश संश्लेषण', 'प्रकाश संश्लेषण'],
      ['कृपया कक्षा 6 के लिए प्रकाश संश्लेषण के बारे में एक वीडियो बनाइए', 'प्रकाश संश्लेषण', 'प्रकाश संश्लेषण'],
      ['प्रकाश संश्लेषण कैसे काम करता है?', 'प्रकाश संश्लेषण कैसे काम करता है', 'प्रकाश संश्लेषण'],
      ['AI क्या है? इसे समझाइए', 'AI क्या है', 'AI'],
      ['पौधे भोजन कैसे बनाते हैं?', 'पौधे भोजन कैसे बनाते हैं', 'इस विषय'],
      [PUNJABI_PROMPT, 'ਪ੍ਰਕਾਸ਼ ਸੰਸ਼ਲੇਸ਼ਣ', 'ਪ੍ਰਕਾਸ਼ ਸੰਸ਼ਲੇਸ਼ਣ'],
      ['ਜਮਾਤ 6 ਲਈ ਬਿਜਲੀ ਸਮਝਾਓ', 'ਬਿਜਲੀ', 'ਬਿਜਲੀ'],
      ['ਬਿਜਲੀ ਕੀ ਹੈ?', 'ਬਿਜਲੀ ਕੀ ਹੈ', 'ਬਿਜਲੀ'],
      ['ਪੌਦੇ ਕਿਵੇਂ ਸਾਹ ਲੈਂਦੇ ਹਨ', 'ਪੌਦੇ ਕਿਵੇਂ ਸਾਹ ਲੈਂਦੇ ਹਨ', 'ਇਸ ਵਿਸ਼ੇ'],
    ];
    for (const [prompt, topic, subject] of cases) {
      expect(topicOf(prompt), prompt).toBe(topic);
      expect(subjectOf(topicOf(prompt)), prompt).toBe(subject);
    }
    expect(topicOf('कृपया समझाइए।')).toBe('कृपया समझाइए');
  });
});

describe('a prompt-only video', () => {
  it('in Hindi: Hindi headings, points, label and narration, ending in ।', () => {
    for (const duration of VIDEO_DURATIONS) {
      const plan = planScenes(HINDI_PROMPT, duration);
      expect(plan).toHaveLength(SCENES_FOR_DURATION[duration]);
      for (const text of texts(plan)) {
        expect(english(text), text).toBeNull();
        expect(text, text).not.toMatch(/\.(\s|$)/);
      }
      for (const s of plan) expect(s.narration, s.narration).toMatch(/[।?]$/);
      expect(plan.at(-1)?.heading).toBe('सारांश');
    }
    const plan = planScenes(HINDI_PROMPT, 30);
    expect(plan.map((s) => s.heading)).toEqual(['प्रकाश संश्लेषण', 'मुख्य बिंदु 1', 'यह क्या है?', 'सारांश']);
    expect(plan[0]?.points).toEqual(['केवल आपके प्रॉम्प्ट से बना, स्लाइड डेक से नहीं', '4 दृश्य · 32 सेकंड']);
    expect(plan[0]?.label).toBe('केवल आपके प्रॉम्प्ट से बना, स्लाइड डेक से नहीं');
    expect(plan.map((s) => s.prompt)).toEqual([
      'शीर्षक: प्रकाश संश्लेषण',
      'मुख्य बिंदु 1: पौधे सूरज की रोशनी से अपना भोजन बनाते हैं।',
      'यह क्या है? प्रकाश संश्लेषण की एक सरल परिभाषा; रोज़मर्रा के जीवन में हम इसे कहाँ देखते हैं',
      'सारांश: मुख्य बिंदु 1; यह क्या है?',
    ]);
    expect(plan[2]?.narration).toBe('यह क्या है? प्रकाश संश्लेषण की एक सरल परिभाषा। रोज़मर्रा के जीवन में हम इसे कहाँ देखते हैं।');
    // A question names no subject: the oblique 'इस विषय' fits every template's postposition.
    expect(planScenes('पौधे भोजन कैसे बनाते हैं?', 30)[1]?.points[0]).toBe('इस विषय की एक सरल परिभाषा');
  });

  it('in Punjabi: Punjabi headings, points, label and narration, ending in ।', () => {
    for (const duration of VIDEO_DURATIONS) {
      for (const text of texts(planScenes(PUNJABI_PROMPT, duration))) {
        expect(english(text), text).toBeNull();
        expect(text, text).not.toMatch(/\.(\s|$)/);
      }
    }
    const plan = planScenes('ਬਿਜਲੀ ਕੀ ਹੈ?', 30);
    expect(plan.map((s) => s.heading)).toEqual(['ਬਿਜਲੀ ਕੀ ਹੈ', 'ਇਹ ਕੀ ਹੈ?', 'ਇਹ ਕਿਉਂ ਮਹੱਤਵਪੂਰਨ ਹੈ', 'ਸਾਰ']);
    expect(plan[0]?.points).toEqual(['ਸਿਰਫ਼ ਤੁਹਾਡੇ ਪ੍ਰੌਂਪਟ ਤੋਂ ਬਣੀ, ਸਲਾਈਡ ਡੈੱਕ ਤੋਂ ਨਹੀਂ', '4 ਦ੍ਰਿਸ਼ · 32 ਸਕਿੰਟ']);
    expect(plan[1]?.narration).toBe('ਇਹ ਕੀ ਹੈ? ਬਿਜਲੀ ਦੀ ਇੱਕ ਸਰਲ ਪਰਿਭਾਸ਼ਾ। ਰੋਜ਼ਾਨਾ ਜੀਵਨ ਵਿੱਚ ਅਸੀਂ ਇਸ ਨੂੰ ਕਿੱਥੇ ਵੇਖਦੇ ਹਾਂ।');
    expect(plan.at(-1)?.narration).toBe('ਸਾਰ। ਇਹ ਕੀ ਹੈ? ਇਹ ਕਿਉਂ ਮਹੱਤਵਪੂਰਨ ਹੈ।');
  });

  it('keeps the English words the prompt itself has, and adds none', () => {
    for (const text of texts(planScenes('AI क्या है? AI मशीनों को सीखने में मदद करता है।', 120)))
      expect(english(text, ['AI']), text).toBeNull();
  });

  it('in English: the words it always had', () => {
    const plan = planScenes('Explain electricity', 30);
    expect(plan.map((s) => [s.heading, s.points, s.narration, s.label])).toEqual([
      ['Electricity', [PROMPT_ONLY_LABEL, '4 scenes · 32 seconds'], 'Electricity.', PROMPT_ONLY_LABEL],
      [
        'What is it?',
        ['A simple definition of electricity', 'Where we meet it in everyday life'],
        'What is it? A simple definition of electricity. Where we meet it in everyday life.',
        PROMPT_ONLY_LABEL,
      ],
      [
        'Why it matters',
        ['The difference electricity makes in the world around us', 'Why it is worth learning'],
        'Why it matters. The difference electricity makes in the world around us. Why it is worth learning.',
        PROMPT_ONLY_LABEL,
      ],
      ['Recap', ['What is it?', 'Why it matters'], 'Recap. What is it? Why it matters.', PROMPT_ONLY_LABEL],
    ]);
    expect(plan[0]?.prompt).toBe('Title: Electricity');
  });
});

const HINDI_SLIDES = [
  slide(
    6,
    4,
    'प्रकाश संश्लेषण',
    'प्रकाश संश्लेषण। पौधे सूरज की रोशनी, पानी और कार्बन डाइऑक्साइड से अपना भोजन बनाते हैं। पत्तियों का हरा रंग क्लोरोफ़िल से आता है।',
  ),
  slide(7, 5, 'श्वसन', 'पौधे रात में भी साँस लेते हैं'),
];
const PUNJABI_SLIDES = [
  slide(6, 4, 'ਪ੍ਰਕਾਸ਼ ਸੰਸ਼ਲੇਸ਼ਣ', 'ਪੌਦੇ ਧੁੱਪ, ਪਾਣੀ ਅਤੇ ਹਵਾ ਨਾਲ ਆਪਣਾ ਭੋਜਨ ਬਣਾਉਂਦੇ ਹਨ'),
  slide(6, 5, 'ਸਾਹ ਲੈਣਾ', 'ਪੌਦੇ ਰਾਤ ਨੂੰ ਵੀ ਸਾਹ ਲੈਂਦੇ ਹਨ।'),
];

describe('a video from course slides', () => {
  it('from Hindi slides: कक्षा · स्लाइड labels, the course line and the recap in Hindi', () => {
    const plan = planFromSlides('प्रकाश संश्लेषण', 30, HINDI_SLIDES);
    expect(plan[0]?.points).toEqual(['कक्षा 6 और 7 की पाठ्य सामग्री से', '4 दृश्य · 32 सेकंड']);
    expect(plan[0]?.narration).toBe('प्रकाश संश्लेषण। कक्षा 6 और 7 की पाठ्य सामग्री से।');
    expect(plan.map((s) => s.prompt)).toEqual([
      'शीर्षक: प्रकाश संश्लेषण',
      'कक्षा 6 · स्लाइड 4: प्रकाश संश्लेषण',
      'कक्षा 7 · स्लाइड 5: श्वसन',
      'सारांश: प्रकाश संश्लेषण और श्वसन',
    ]);
    expect(plan[1]?.narration).toBe('प्रकाश संश्लेषण। पौधे सूरज की रोशनी, पानी और कार्बन डाइऑक्साइड से अपना भोजन बनाते हैं।');
    expect(plan[2]?.narration).toBe('श्वसन। पौधे रात में भी साँस लेते हैं।');
    expect(plan.at(-1)?.heading).toBe('सारांश');
    expect(plan.at(-1)?.narration).toBe('संक्षेप में: प्रकाश संश्लेषण और श्वसन।');
    for (const text of texts(plan)) {
      expect(english(text), text).toBeNull();
      expect(text, text).not.toMatch(/\.(\s|$)/);
    }
    // Slides without titles: the label is the heading, and the recap names the topic.
    const untitled = planFromSlides('प्रकाश संश्लेषण', 30, [{ ...HINDI_SLIDES[0]!, title: '' }]);
    expect(untitled[1]?.heading).toBe('कक्षा 6 · स्लाइड 4');
    expect(untitled[1]?.prompt).toBe('कक्षा 6 · स्लाइड 4: बिना शीर्षक');
    expect(untitled.at(-1)?.narration).toBe('आज का विषय था: प्रकाश संश्लेषण।');
  });

  it('from Punjabi slides: ਜਮਾਤ · ਸਲਾਈਡ labels, the course line and the recap in Punjabi', () => {
    const plan = planFromSlides('ਪ੍ਰਕਾਸ਼ ਸੰਸ਼ਲੇਸ਼ਣ', 30, PUNJABI_SLIDES);
    expect(plan[0]?.points).toEqual(['ਜਮਾਤ 6 ਦੀ ਪਾਠ ਸਮੱਗਰੀ ਤੋਂ', '4 ਦ੍ਰਿਸ਼ · 32 ਸਕਿੰਟ']);
    expect(plan.map((s) => s.prompt)).toEqual([
      'ਸਿਰਲੇਖ: ਪ੍ਰਕਾਸ਼ ਸੰਸ਼ਲੇਸ਼ਣ',
      'ਜਮਾਤ 6 · ਸਲਾਈਡ 4: ਪ੍ਰਕਾਸ਼ ਸੰਸ਼ਲੇਸ਼ਣ',
      'ਜਮਾਤ 6 · ਸਲਾਈਡ 5: ਸਾਹ ਲੈਣਾ',
      'ਸਾਰ: ਪ੍ਰਕਾਸ਼ ਸੰਸ਼ਲੇਸ਼ਣ ਅਤੇ ਸਾਹ ਲੈਣਾ',
    ]);
    expect(plan[1]?.narration).toBe('ਪ੍ਰਕਾਸ਼ ਸੰਸ਼ਲੇਸ਼ਣ। ਪੌਦੇ ਧੁੱਪ, ਪਾਣੀ ਅਤੇ ਹਵਾ ਨਾਲ ਆਪਣਾ ਭੋਜਨ ਬਣਾਉਂਦੇ ਹਨ।');
    expect(plan.at(-1)?.narration).toBe('ਸੰਖੇਪ ਵਿੱਚ: ਪ੍ਰਕਾਸ਼ ਸੰਸ਼ਲੇਸ਼ਣ ਅਤੇ ਸਾਹ ਲੈਣਾ।');
    for (const text of texts(plan)) {
      expect(english(text), text).toBeNull();
      expect(text, text).not.toMatch(/\.(\s|$)/);
    }
  });

  it("follows the slides' language, not the prompt's; slides without text follow the topic", () => {
    const english = slide(6, 4, 'Photosynthesis', 'Plants make their own food.');
    const plan = planFromSlides('प्रकाश संश्लेषण', 30, [english]);
    expect(plan[0]?.points).toEqual(['From the Class 6 course', '4 scenes · 32 seconds']);
    expect(plan[0]?.narration).toBe('प्रकाश संश्लेषण। From the Class 6 course.');
    expect(plan.at(-1)?.narration).toBe('To recap: Photosynthesis.');
    const picture = planFromSlides('प्रकाश संश्लेषण', 30, [slide(6, 4, '', '')]);
    expect(picture[1]?.heading).toBe('कक्षा 6 · स्लाइड 4');
    expect(picture.at(-1)?.heading).toBe('सारांश');
  });
});

const HINDI_WORDS = ['पौधे', 'प्रकाश', 'भोजन', 'पत्ती,', 'क्या', 'कैसे', 'है', '6', '—', ';', 'AI'];
const PUNJABI_WORDS = ['ਪੌਦੇ', 'ਪ੍ਰਕਾਸ਼', 'ਭੋਜਨ', 'ਪੱਤਾ,', 'ਕੀ', 'ਕਿਵੇਂ', 'ਹੈ', '6', '—', ';', 'AI'];
const promptIn = (words: string[]) =>
  fc
    .tuple(fc.array(fc.constantFrom(...words), { minLength: 4, maxLength: 30 }), fc.constantFrom('', '।', '?', ','))
    .map(([w, end]) => `${w.join(' ')}${end}`)
    .filter((p) => videoLanguage(p) !== 'en');

describe('random Hindi and Punjabi prompts (seed 42, 200 runs)', () => {
  it("add no English word and no '.' stop, and leave no stray punctuation", () => {
    fc.assert(
      fc.property(
        fc.oneof(promptIn(HINDI_WORDS), promptIn(PUNJABI_WORDS)),
        fc.constantFrom(...VIDEO_DURATIONS),
        (prompt, duration) => {
          for (const text of texts(planScenes(prompt, duration))) {
            expect(english(text, ['AI']), text).toBeNull();
            expect(text, text).not.toMatch(/[\s,;:—]\.?$|^[\s,;:.।—]/u);
          }
          for (const s of planScenes(prompt, duration)) expect(s.narration).not.toMatch(/[\p{L}\p{M}]\.(\s|$)/u);
        },
      ),
      { seed: 42, numRuns: 200 },
    );
  });
});
