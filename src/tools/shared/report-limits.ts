/**
 * How long the optional header and notes of the calculators' printable reports
 * may be: in the form, in a shared address and in saved values alike.
 */
export const reportHeaderMaxLength = 200;
export const reportNotesMaxLength = 1000;
