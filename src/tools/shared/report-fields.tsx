import { TextAreaField, TextField } from "~/components/ui/field";
import type { PeriodKind, ReportDetails } from "./report-details";
import { ReportDetailsFields } from "./report-details-fields";
import { reportHeaderMaxLength, reportNotesMaxLength } from "./report-limits";

/** A report's own words and details, as typed. */
export interface ReportFieldValues {
  header: string;
  notes: string;
  details: ReportDetails;
}

/**
 * The report's fields, in the same place on every calculator (docs/product.md#tools):
 * in the form, just above the row of actions. Header, period, employee,
 * approver and notes, all optional.
 */
export function ReportFields({
  kind,
  values,
  onChange,
  headerPlaceholder,
}: {
  kind: PeriodKind;
  values: ReportFieldValues;
  onChange: (values: ReportFieldValues) => void;
  headerPlaceholder: string;
}) {
  return (
    <fieldset className="grid min-w-0 gap-5">
      <legend className="mb-1 text-lg font-semibold text-ink">Report (optional)</legend>
      <TextField
        label="Report header"
        maxLength={reportHeaderMaxLength}
        placeholder={headerPlaceholder}
        value={values.header}
        onChange={(event) => onChange({ ...values, header: event.target.value })}
      />
      <ReportDetailsFields
        kind={kind}
        details={values.details}
        onChange={(details) => onChange({ ...values, details })}
      />
      <TextAreaField
        label="Report notes"
        maxLength={reportNotesMaxLength}
        rows={3}
        value={values.notes}
        onChange={(event) => onChange({ ...values, notes: event.target.value })}
      />
    </fieldset>
  );
}
