/** One thing to fix before a tool can calculate, tied to the field it is about. */
export interface FormProblem {
  /** The field at fault, as the tool keys its fields (`3-break`, `baseRate`). */
  field: string;
  message: string;
}
