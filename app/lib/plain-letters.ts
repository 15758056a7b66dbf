/**
 * A name's letters without their accents ("Développeur" → "Developpeur"), for the addresses and
 * keys made from names: decomposed, then the marks dropped, so an accented letter keeps its base
 * letter instead of breaking the word where the mark was.
 */
export const withoutMarks = (text: string) => text.normalize("NFKD").replace(/\p{M}+/gu, "");
