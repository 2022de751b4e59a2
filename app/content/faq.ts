/** One question and its answer, as shown in an FAQ accordion and in FAQPage structured data. */
export interface FaqItem {
  question: string;
  answer: string;
}
