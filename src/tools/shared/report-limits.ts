/**
 * How long the optional text of the calculators' printable reports may be: in
 * the form, in a shared address and in saved values alike.
 */
export const reportHeaderMaxLength = 200;
export const reportNotesMaxLength = 1000;
/** The employee's and the approver's names (docs/product.md#printed-reports). */
export const reportNameMaxLength = 100;
