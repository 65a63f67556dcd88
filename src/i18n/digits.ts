/** The zero of each numbering system the app writes: Latin, Devanagari (U+0966) and Gurmukhi (U+0A66). */
export const DIGIT_ZERO = { latn: 0x30, deva: 0x966, guru: 0xa66 } as const;

/** `text`'s digits in the numbering system whose zero is `zero` ('12/12' → '१२/१२'). */
export const inDigits = (text: string, zero: number): string =>
  zero === DIGIT_ZERO.latn ? text : text.replace(/\d/g, (d) => String.fromCharCode(zero + Number(d)));
