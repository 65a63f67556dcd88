import { PROMPT_ONLY_LABEL } from '#contract/explainer-videos';

/**
 * Every fixed word of an explainer video (issue 42), in the language of its text: the prompt's for a video made
 * from the prompt alone, the found slides' for one made from the course (videoLanguage in lib/media/speech.ts,
 * voiceFor's rule). English is the words the videos always had; Hindi and Punjabi use the terms of
 * docs/glossary.md (स्लाइड / ਸਲਾਈਡ, कक्षा / ਜਮਾਤ, पाठ्य सामग्री / ਪਾਠ ਸਮੱਗਰੀ), the respectful आप / ਤੁਸੀਂ and the
 * full stop '।'. What people wrote (prompts, slides, deck titles) is never translated.
 */
export type VideoLanguage = 'en' | 'hi' | 'pa';

/** How a Hindi or Punjabi prompt asks for a video, to find its topic and subject (English: scene-planner.ts). */
type Asking = {
  /** 'Please', 'tell me' at the start. */
  lead: RegExp;
  /** 'for class 6 (students)', anywhere. */
  forClass: RegExp;
  /** 'make a video about' / 'explain' at the end, where these languages put the verb. */
  tail: RegExp;
  /** 'X works how' → X, and 'X is what' → X. */
  works: RegExp;
  whatIs: RegExp;
  /** Another question, or a statement (a verb at the end): not a subject to put in a template. */
  question: RegExp;
  statement: RegExp;
};

export type VideoWords = {
  /** The full stop a spoken line gets (caption-text.ts: sentence). */
  stop: string;
  and: string;
  /** A topic when nothing of the prompt is left. */
  explainer: string;
  /** The subject of the general scenes when the topic is a question, in the form the templates' '{t}' takes. */
  thisTopic: string;
  /** The line on a prompt-only video's cards (the contract's PROMPT_ONLY_LABEL, as the page translates it). */
  promptOnly: string;
  length: (scenes: number, seconds: number) => string;
  /** A scene's status line: 'Title: How photosynthesis works'. */
  title: (topic: string) => string;
  keyPoint: (n: number) => string;
  recap: string;
  learnedAbout: (subject: string) => string;
  /** The general teaching beats of a prompt-only video: a heading and two points, '{t}' the subject. */
  templates: [string, string[]][];
  slide: (classNumber: number, slideNumber: number) => string;
  /** 'From the Class 6 and 7 course', of the grades as a list. */
  fromCourse: (grades: string) => string;
  untitled: string;
  toRecap: (list: string) => string;
  thatWas: (topic: string) => string;
  asking?: Asking;
};

const EN: VideoWords = {
  stop: '.',
  and: 'and',
  explainer: 'Explainer',
  thisTopic: 'this topic',
  promptOnly: PROMPT_ONLY_LABEL,
  length: (scenes, seconds) => `${scenes} scenes · ${seconds} seconds`,
  title: (topic) => `Title: ${topic}`,
  keyPoint: (n) => `Key point ${n}`,
  recap: 'Recap',
  learnedAbout: (subject) => `What we learned about ${subject}`,
  templates: [
    ['What is it?', ['A simple definition of {t}', 'Where we meet it in everyday life']],
    ['Why it matters', ['The difference {t} makes in the world around us', 'Why it is worth learning']],
    ['The big idea', ['The one thing to remember about {t}', 'Everything else builds on it']],
    ['The parts', ['The main parts of {t}', 'What each part does']],
    ['Step by step', ['First, then, finally: {t} in order', 'Follow each step carefully']],
    ['An everyday example', ['{t} in a familiar situation', 'Spot the big idea in action']],
    ['A common mistake', ['What people often get wrong about {t}', 'And the right way to think about it']],
    ['Key words', ['The important terms for {t}', 'Use them when you explain it to a friend']],
    ['Try it yourself', ['A small activity to explore {t}', 'What do you notice?']],
    ['Connecting ideas', ['How {t} links to what you already know', 'Where it leads next']],
    ['Think about it', ['A question about {t} to discuss in class', 'There can be more than one good answer']],
    ['Did you know?', ['A surprising fact about {t}', 'Share it with someone today']],
    ['Putting it together', ['How the pieces of {t} fit', 'The whole picture in one view']],
  ],
  slide: (classNumber, slideNumber) => `Class ${classNumber} · Slide ${slideNumber}`,
  fromCourse: (grades) => `From the Class ${grades} course`,
  untitled: 'untitled',
  toRecap: (list) => `To recap: ${list}`,
  thatWas: (topic) => `That was ${topic}`,
};

/** A word on its own: after a space or the start, before a space, the end or a stop. */
const word = (alternatives: string) => new RegExp(`(?:^|\\s)(?:${alternatives})(?=$|[\\s?!।])`, 'u');

/**
 * Hindi. Every '{t}' stands before a postposition (की, के, से, को, पर), so the subject is in the oblique form:
 * 'इस विषय' (this topic), never 'यह विषय की'.
 */
const HI: VideoWords = {
  stop: '।',
  and: 'और',
  explainer: 'व्याख्या वीडियो',
  thisTopic: 'इस विषय',
  promptOnly: 'केवल आपके प्रॉम्प्ट से बना, स्लाइड डेक से नहीं',
  length: (scenes, seconds) => `${scenes} दृश्य · ${seconds} सेकंड`,
  title: (topic) => `शीर्षक: ${topic}`,
  keyPoint: (n) => `मुख्य बिंदु ${n}`,
  recap: 'सारांश',
  learnedAbout: (subject) => `हमने ${subject} के बारे में क्या सीखा`,
  templates: [
    ['यह क्या है?', ['{t} की एक सरल परिभाषा', 'रोज़मर्रा के जीवन में हम इसे कहाँ देखते हैं']],
    ['यह क्यों महत्वपूर्ण है', ['हमारे आसपास की दुनिया में {t} से क्या फ़र्क पड़ता है', 'इसे सीखना क्यों उपयोगी है']],
    ['मुख्य विचार', ['{t} के बारे में याद रखने वाली सबसे ज़रूरी बात', 'बाकी सब कुछ इसी पर आधारित है']],
    ['इसके भाग', ['{t} के मुख्य भाग', 'हर भाग क्या काम करता है']],
    ['चरण-दर-चरण', ['{t} के चरण क्रम से: पहले, फिर, अंत में', 'हर चरण को ध्यान से समझें']],
    ['रोज़मर्रा का एक उदाहरण', ['किसी जानी-पहचानी स्थिति में {t} को देखें', 'मुख्य विचार को काम करते हुए पहचानें']],
    ['एक आम गलती', ['{t} के बारे में लोग अक्सर क्या गलत समझते हैं', 'और इसके बारे में सोचने का सही तरीका']],
    ['मुख्य शब्द', ['{t} के महत्वपूर्ण शब्द', 'किसी मित्र को समझाते समय इनका उपयोग करें']],
    ['स्वयं करके देखें', ['{t} को समझने के लिए एक छोटी गतिविधि', 'आप क्या देखते हैं?']],
    ['विचारों को जोड़ना', ['आप जो पहले से जानते हैं, उससे {t} का क्या संबंध है', 'इसके आगे क्या आता है']],
    ['इस पर विचार करें', ['कक्षा में चर्चा के लिए {t} पर एक प्रश्न', 'एक से अधिक अच्छे उत्तर हो सकते हैं']],
    ['क्या आप जानते हैं?', ['{t} के बारे में एक आश्चर्यजनक तथ्य', 'आज इसे किसी के साथ साझा करें']],
    ['सब बातें एक साथ', ['{t} के अलग-अलग हिस्से आपस में कैसे जुड़ते हैं', 'पूरी तस्वीर एक नज़र में']],
  ],
  slide: (classNumber, slideNumber) => `कक्षा ${classNumber} · स्लाइड ${slideNumber}`,
  fromCourse: (grades) => `कक्षा ${grades} की पाठ्य सामग्री से`,
  untitled: 'बिना शीर्षक',
  toRecap: (list) => `संक्षेप में: ${list}`,
  thatWas: (topic) => `आज का विषय था: ${topic}`,
  asking: {
    lead: /^(?:कृपया\s+)?(?:मुझे\s+|हमें\s+)?/u,
    forClass: /(?:^|\s)कक्षा\s+[\d०-९]+\s+(?:के\s+(?:\S+\s+)?)?(?:लिए|हेतु)(?=\s|$)/u,
    tail: /\s*(?:के\s+बारे\s+में|पर|को)?\s*(?:एक\s+)?(?:छोटा\s+)?(?:व्याख्या\s+)?(?:वीडियो\s+)?(?:समझाइए|समझाइये|समझाएँ|समझाएं|समझाओ|बताइए|बताइये|बताएँ|बताएं|बताओ|बनाइए|बनाइये|बनाएँ|बनाएं|बनाओ|दिखाइए|दिखाएँ|दिखाएं)$/u,
    works: /^(.+?)\s+कैसे\s+काम\s+कर(?:ता|ती|ते)\s+हैं?$/u,
    whatIs: /^(.+?)\s+(?:क्या|किसे\s+कहते)\s+हैं?$/u,
    question: word('क्या|कैसे|क्यों|कब|कहाँ|कहां|कौन|कौनसा|कौन-सा|किस|किसे|कितना|कितने|कितनी'),
    statement: /(?:^|\s)(?:है|हैं|था|थे|थी|थीं|होता|होती|होते)$/u,
  },
};

/**
 * Punjabi. Every '{t}' stands before a postposition (ਦੀ, ਦੇ, ਬਾਰੇ, ਨਾਲ, ਨੂੰ), so the subject is in the oblique
 * form: 'ਇਸ ਵਿਸ਼ੇ' (this topic), never 'ਇਹ ਵਿਸ਼ਾ ਦੀ'.
 */
const PA: VideoWords = {
  stop: '।',
  and: 'ਅਤੇ',
  explainer: 'ਵਿਆਖਿਆ ਵੀਡੀਓ',
  thisTopic: 'ਇਸ ਵਿਸ਼ੇ',
  promptOnly: 'ਸਿਰਫ਼ ਤੁਹਾਡੇ ਪ੍ਰੌਂਪਟ ਤੋਂ ਬਣੀ, ਸਲਾਈਡ ਡੈੱਕ ਤੋਂ ਨਹੀਂ',
  length: (scenes, seconds) => `${scenes} ਦ੍ਰਿਸ਼ · ${seconds} ਸਕਿੰਟ`,
  title: (topic) => `ਸਿਰਲੇਖ: ${topic}`,
  keyPoint: (n) => `ਮੁੱਖ ਨੁਕਤਾ ${n}`,
  recap: 'ਸਾਰ',
  learnedAbout: (subject) => `ਅਸੀਂ ${subject} ਬਾਰੇ ਕੀ ਸਿੱਖਿਆ`,
  templates: [
    ['ਇਹ ਕੀ ਹੈ?', ['{t} ਦੀ ਇੱਕ ਸਰਲ ਪਰਿਭਾਸ਼ਾ', 'ਰੋਜ਼ਾਨਾ ਜੀਵਨ ਵਿੱਚ ਅਸੀਂ ਇਸ ਨੂੰ ਕਿੱਥੇ ਵੇਖਦੇ ਹਾਂ']],
    ['ਇਹ ਕਿਉਂ ਮਹੱਤਵਪੂਰਨ ਹੈ', ['ਸਾਡੇ ਆਲੇ-ਦੁਆਲੇ ਦੀ ਦੁਨੀਆ ਵਿੱਚ {t} ਨਾਲ ਕੀ ਫ਼ਰਕ ਪੈਂਦਾ ਹੈ', 'ਇਸ ਨੂੰ ਸਿੱਖਣਾ ਕਿਉਂ ਲਾਭਦਾਇਕ ਹੈ']],
    ['ਮੁੱਖ ਵਿਚਾਰ', ['{t} ਬਾਰੇ ਯਾਦ ਰੱਖਣ ਵਾਲੀ ਸਭ ਤੋਂ ਜ਼ਰੂਰੀ ਗੱਲ', 'ਬਾਕੀ ਸਭ ਕੁਝ ਇਸੇ ਉੱਤੇ ਅਧਾਰਿਤ ਹੈ']],
    ['ਇਸ ਦੇ ਹਿੱਸੇ', ['{t} ਦੇ ਮੁੱਖ ਹਿੱਸੇ', 'ਹਰ ਹਿੱਸਾ ਕੀ ਕੰਮ ਕਰਦਾ ਹੈ']],
    ['ਕਦਮ-ਦਰ-ਕਦਮ', ['{t} ਦੇ ਕਦਮ ਕ੍ਰਮ ਨਾਲ: ਪਹਿਲਾਂ, ਫਿਰ, ਅਖ਼ੀਰ ਵਿੱਚ', 'ਹਰ ਕਦਮ ਨੂੰ ਧਿਆਨ ਨਾਲ ਸਮਝੋ']],
    ['ਰੋਜ਼ਾਨਾ ਜੀਵਨ ਦੀ ਇੱਕ ਉਦਾਹਰਨ', ['ਕਿਸੇ ਜਾਣੀ-ਪਛਾਣੀ ਸਥਿਤੀ ਵਿੱਚ {t} ਨੂੰ ਵੇਖੋ', 'ਮੁੱਖ ਵਿਚਾਰ ਨੂੰ ਕੰਮ ਕਰਦੇ ਹੋਏ ਪਛਾਣੋ']],
    ['ਇੱਕ ਆਮ ਗ਼ਲਤੀ', ['{t} ਬਾਰੇ ਲੋਕ ਅਕਸਰ ਕੀ ਗ਼ਲਤ ਸਮਝਦੇ ਹਨ', 'ਅਤੇ ਇਸ ਬਾਰੇ ਸੋਚਣ ਦਾ ਸਹੀ ਤਰੀਕਾ']],
    ['ਮੁੱਖ ਸ਼ਬਦ', ['{t} ਦੇ ਮਹੱਤਵਪੂਰਨ ਸ਼ਬਦ', 'ਕਿਸੇ ਦੋਸਤ ਨੂੰ ਸਮਝਾਉਂਦੇ ਸਮੇਂ ਇਹਨਾਂ ਦੀ ਵਰਤੋਂ ਕਰੋ']],
    ['ਆਪ ਕਰਕੇ ਵੇਖੋ', ['{t} ਨੂੰ ਸਮਝਣ ਲਈ ਇੱਕ ਛੋਟੀ ਗਤੀਵਿਧੀ', 'ਤੁਸੀਂ ਕੀ ਵੇਖਦੇ ਹੋ?']],
    ['ਵਿਚਾਰਾਂ ਨੂੰ ਜੋੜਨਾ', ['ਤੁਸੀਂ ਜੋ ਪਹਿਲਾਂ ਤੋਂ ਜਾਣਦੇ ਹੋ, ਉਸ ਨਾਲ {t} ਦਾ ਕੀ ਸੰਬੰਧ ਹੈ', 'ਇਸ ਤੋਂ ਅੱਗੇ ਕੀ ਆਉਂਦਾ ਹੈ']],
    ['ਇਸ ਬਾਰੇ ਸੋਚੋ', ['ਜਮਾਤ ਵਿੱਚ ਚਰਚਾ ਲਈ {t} ਬਾਰੇ ਇੱਕ ਸਵਾਲ', 'ਇੱਕ ਤੋਂ ਵੱਧ ਚੰਗੇ ਜਵਾਬ ਹੋ ਸਕਦੇ ਹਨ']],
    ['ਕੀ ਤੁਸੀਂ ਜਾਣਦੇ ਹੋ?', ['{t} ਬਾਰੇ ਇੱਕ ਹੈਰਾਨੀਜਨਕ ਤੱਥ', 'ਅੱਜ ਇਹ ਕਿਸੇ ਨਾਲ ਸਾਂਝਾ ਕਰੋ']],
    ['ਸਾਰੀਆਂ ਗੱਲਾਂ ਇਕੱਠੀਆਂ', ['{t} ਦੇ ਵੱਖ-ਵੱਖ ਹਿੱਸੇ ਆਪਸ ਵਿੱਚ ਕਿਵੇਂ ਜੁੜਦੇ ਹਨ', 'ਪੂਰੀ ਤਸਵੀਰ ਇੱਕ ਨਜ਼ਰ ਵਿੱਚ']],
  ],
  slide: (classNumber, slideNumber) => `ਜਮਾਤ ${classNumber} · ਸਲਾਈਡ ${slideNumber}`,
  fromCourse: (grades) => `ਜਮਾਤ ${grades} ਦੀ ਪਾਠ ਸਮੱਗਰੀ ਤੋਂ`,
  untitled: 'ਬਿਨਾਂ ਸਿਰਲੇਖ',
  toRecap: (list) => `ਸੰਖੇਪ ਵਿੱਚ: ${list}`,
  thatWas: (topic) => `ਅੱਜ ਦਾ ਵਿਸ਼ਾ ਸੀ: ${topic}`,
  asking: {
    lead: /^(?:ਕਿਰਪਾ\s+ਕਰਕੇ\s+)?(?:ਮੈਨੂੰ\s+|ਸਾਨੂੰ\s+)?/u,
    forClass: /(?:^|\s)ਜਮਾਤ\s+[\d੦-੯]+\s+(?:ਦੇ\s+(?:\S+\s+)?)?ਲਈ(?=\s|$)/u,
    tail: /\s*(?:ਬਾਰੇ|ਉੱਤੇ|ਤੇ|ਨੂੰ)?\s*(?:ਇੱਕ\s+)?(?:ਛੋਟੀ\s+)?(?:ਵਿਆਖਿਆ\s+)?(?:ਵੀਡੀਓ\s+)?(?:ਸਮਝਾਓ|ਸਮਝਾਉ|ਦੱਸੋ|ਬਣਾਓ|ਬਣਾਉ|ਵਿਖਾਓ|ਦਿਖਾਓ)(?:\s+ਜੀ)?$/u,
    works: /^(.+?)\s+ਕਿਵੇਂ\s+ਕੰਮ\s+ਕਰ(?:ਦਾ|ਦੀ|ਦੇ)\s+(?:ਹੈ|ਹਨ)$/u,
    whatIs: /^(.+?)\s+ਕੀ\s+(?:ਹੁੰਦਾ\s+|ਹੁੰਦੀ\s+)?(?:ਹੈ|ਹਨ)$/u,
    question: word('ਕੀ|ਕਿਵੇਂ|ਕਿਉਂ|ਕਦੋਂ|ਕਿੱਥੇ|ਕੌਣ|ਕਿਹੜਾ|ਕਿਹੜੀ|ਕਿਹੜੇ|ਕਿੰਨਾ|ਕਿੰਨੀ|ਕਿੰਨੇ'),
    statement: /(?:^|\s)(?:ਹੈ|ਹਨ|ਸੀ|ਸਨ|ਹੁੰਦਾ|ਹੁੰਦੀ|ਹੁੰਦੇ)$/u,
  },
};

export const VIDEO_WORDS: Record<VideoLanguage, VideoWords> = { en: EN, hi: HI, pa: PA };

/** Items said as a list: 'A, B and C' / 'A, B और C' / 'A, B ਅਤੇ C'; '' for none. */
export function listOf(items: string[], language: VideoLanguage): string {
  const and = VIDEO_WORDS[language].and;
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}
