import { TextField } from "~/components/ui/field";
import type { ReportDetails, PeriodKind } from "./report-details";
import { reportNameMaxLength } from "./report-limits";

/** The report's period start, employee and approver: three optional fields. */
export function ReportDetailsFields({
  kind,
  details,
  onChange,
  className = "grid gap-5 sm:grid-cols-3",
}: {
  kind: PeriodKind;
  details: ReportDetails;
  onChange: (details: ReportDetails) => void;
  /** The fields' layout: a row of three unless the form is narrow. */
  className?: string;
}) {
  const field = (key: keyof ReportDetails) => ({
    value: details[key],
    onChange: (event: { target: HTMLInputElement }) => onChange({ ...details, [key]: event.target.value }),
  });
  return (
    <div className={className}>
      <TextField label={kind === "week" ? "Week starting" : "Date"} type="date" {...field("start")} />
      <TextField label="Employee name" maxLength={reportNameMaxLength} {...field("employee")} />
      <TextField label="Approver name" maxLength={reportNameMaxLength} {...field("approver")} />
    </div>
  );
}
