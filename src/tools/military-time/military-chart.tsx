import { Card } from "~/components/ui/card";
import { militaryChart } from "./military-time";

/** Every whole hour in military and standard time: built with the page, no script. */
export function MilitaryChart() {
  return (
    <Card padding={[5, 7]}>
      <table className="w-full text-left text-[0.9375rem] tabular-nums">
        <caption className="mb-3 text-left">
          <span className="block text-lg font-bold text-ink">Military time chart</span>{" "}
          <span className="mt-1 block text-sm font-normal text-ink-muted">Every whole hour of the day.</span>
        </caption>
        <thead>
          <tr className="border-b border-line text-sm text-ink-muted">
            <th scope="col" className="py-2 pr-4 pl-2 font-semibold">
              Military
            </th>
            <th scope="col" className="py-2 font-semibold">
              Standard
            </th>
          </tr>
        </thead>
        <tbody>
          {militaryChart.map((row) => (
            <tr key={row.military} className="border-b border-line/70 last:border-0 even:bg-surface-muted/60">
              <th scope="row" className="py-1.5 pr-4 pl-2 font-semibold text-ink">
                {row.military}
              </th>
              <td className="py-1.5 text-ink-muted">{row.standard}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
