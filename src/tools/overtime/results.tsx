import type { ReportDetails } from "~/tools/shared/report-details";
import type { Calculation } from "./entry";
import type { OvertimeRates, WeekPay } from "./overtime";
import { WeeklyTotals } from "./weekly-totals";

export const reportTitle = "Overtime Report";

/** What Calculate worked out, with the report's header and notes as they were then. */
export interface Calculated extends Calculation {
  header: string;
  notes: string;
  details: ReportDetails;
}

export function Summary({ pay, rates }: { pay: WeekPay; rates: OvertimeRates }) {
  const { totals } = pay;
  const tiles = [
    { label: "Regular", hours: totals.regularHours, amount: totals.regularPay },
    { label: `Overtime (${rates.overtimeMultiplier}x)`, hours: totals.overtimeHours, amount: totals.overtimePay },
    {
      label: `Double time (${rates.doubleTimeMultiplier}x)`,
      hours: totals.doubleTimeHours,
      amount: totals.doubleTimePay,
    },
  ];
  return <WeeklyTotals totalPay={totals.totalPay} totalHours={totals.totalHours} tiles={tiles} />;
}
