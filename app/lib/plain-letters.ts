/** Decomposed, then the marks dropped, so an accented letter keeps its base letter ("é" → "e"). */
export const withoutMarks = (text: string) => text.normalize("NFKD").replace(/\p{M}+/gu, "");
