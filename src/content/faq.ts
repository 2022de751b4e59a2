/** One question and its answer, as shown in an FAQ accordion and in FAQPage structured data. */
export interface FaqItem {
  question: string;
  /** Plain words with the inline syntax of content/inline.ts: `[label](/path)`, `{email}`, `**bold**`. */
  answer: string;
}
