import { Icon } from "~/components/ui/icon";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { SelectField, TextField } from "~/components/ui/field";
import { replaceParams, useOpeningQuery } from "~/tools/shared/url-state";
import {
  formatStandard,
  meridiems,
  militaryChart,
  militaryMaxLength,
  toMilitary,
  toStandard,
  type Meridiem,
} from "./military-time";
import {
  decodeConverter,
  encodeMilitary,
  encodeStandard,
  type ConverterAddress,
  type StandardInputs,
} from "./url-state";

const emptyStandard: StandardInputs = { hour: "", minute: "", meridiem: "AM" };

function ConverterCard({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card padding={[5, 7]}>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-ink">
          <Icon name="arrow-right-left" className="text-brand-600" />
          {title}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{lead}</p>
        {children}
      </section>
    </Card>
  );
}

/** The answer (in a polite live region) or the error (in an alert); both regions stay on the page. */
function Outcome({ errorId, error, children }: { errorId: string; error: string | null; children: ReactNode }) {
  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="true">
        {children}
      </div>
      <div role="alert" id={errorId}>
        {error ? (
          <p className="mt-5 flex items-start gap-2 rounded-control border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            <Icon name="circle-exclamation-point" className="mt-0.5" />
            {error}
          </p>
        ) : null}
      </div>
    </>
  );
}

function Answer({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="mt-5 rounded-control border border-brand-200 bg-brand-50 px-5 py-4">
      <p className="text-sm font-medium text-brand-900">{label}</p>
      <p className="mt-1 text-4xl font-bold tracking-tight text-brand-900 tabular-nums">{value}</p>
      <p className="mt-1 text-sm text-brand-900">{detail}</p>
    </div>
  );
}

/**
 * Standard (12-hour) to military (24-hour) time and back, with the whole-hour
 * reference chart. The last conversion goes into the address so it can be shared.
 */
export function MilitaryTimeTool() {
  const query = useOpeningQuery();
  return <Converter key={query} shared={decodeConverter(new URLSearchParams(query))} />;
}

/** The converter, starting from a shared conversion when the address has one. */
function Converter({ shared }: { shared: ConverterAddress }) {
  const [standard, setStandard] = useState<StandardInputs>(shared.standard ?? emptyStandard);
  const [convertedStandard, setConvertedStandard] = useState<StandardInputs | null>(shared.standard ?? null);
  const [military, setMilitary] = useState(shared.military ?? "");
  const [convertedMilitary, setConvertedMilitary] = useState<string | null>(shared.military ?? null);
  const standardErrorId = useId();
  const militaryErrorId = useId();

  const toMilitaryResult = convertedStandard
    ? toMilitary(convertedStandard.hour, convertedStandard.minute, convertedStandard.meridiem)
    : null;
  const toStandardResult = convertedMilitary === null ? null : toStandard(convertedMilitary);
  const standardError = toMilitaryResult && !toMilitaryResult.ok ? toMilitaryResult.error : null;
  const militaryError = toStandardResult && !toStandardResult.ok ? toStandardResult.error : null;

  function convertStandard(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setConvertedStandard(standard);
    const ok = toMilitary(standard.hour, standard.minute, standard.meridiem).ok;
    replaceParams(ok ? encodeStandard(standard) : new URLSearchParams());
  }

  function convertMilitary(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setConvertedMilitary(military);
    replaceParams(toStandard(military).ok ? encodeMilitary(military) : new URLSearchParams());
  }

  const edit = (field: "hour" | "minute") => (event: FormEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setStandard((current) => ({ ...current, [field]: value }));
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <div className="grid gap-6">
        <ConverterCard title="Standard to military" lead="Enter a 12-hour time, for example 1:05 PM.">
          <form onSubmit={convertStandard} noValidate className="mt-5">
            <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(5rem,1fr)] gap-2 xs:gap-3 sm:gap-4">
              <TextField
                label="Hour"
                inputMode="numeric"
                autoComplete="off"
                maxLength={2}
                placeholder="1-12"
                value={standard.hour}
                onChange={edit("hour")}
                aria-invalid={standardError ? true : undefined}
                aria-describedby={standardError ? standardErrorId : undefined}
              />
              <TextField
                label="Minute"
                inputMode="numeric"
                autoComplete="off"
                maxLength={2}
                placeholder="0-59"
                value={standard.minute}
                onChange={edit("minute")}
                aria-invalid={standardError ? true : undefined}
                aria-describedby={standardError ? standardErrorId : undefined}
              />
              <SelectField
                label="AM/PM"
                value={standard.meridiem}
                onChange={(event) => {
                  const meridiem = event.currentTarget.value as Meridiem;
                  setStandard((current) => ({ ...current, meridiem }));
                }}
              >
                {meridiems.map((meridiem) => (
                  <option key={meridiem} value={meridiem}>
                    {meridiem}
                  </option>
                ))}
              </SelectField>
            </div>
            <Button type="submit" className="mt-5 w-full sm:w-auto">
              Convert to military time
            </Button>
          </form>
          <Outcome errorId={standardErrorId} error={standardError}>
            {convertedStandard && toMilitaryResult?.ok ? (
              <Answer
                label={`${formatStandard(Number(convertedStandard.hour), Number(convertedStandard.minute), convertedStandard.meridiem)} in military time`}
                value={toMilitaryResult.value.military}
                detail={`Written with a colon: ${toMilitaryResult.value.clock}`}
              />
            ) : null}
          </Outcome>
        </ConverterCard>

        <ConverterCard title="Military to standard" lead="Enter HHMM in 24-hour time, for example 1305 or 930.">
          <form onSubmit={convertMilitary} noValidate className="mt-5">
            <TextField
              label="Military time"
              inputMode="numeric"
              autoComplete="off"
              maxLength={militaryMaxLength}
              placeholder="HHMM"
              className="max-w-48"
              value={military}
              onChange={(event) => setMilitary(event.currentTarget.value)}
              aria-invalid={militaryError ? true : undefined}
              aria-describedby={militaryError ? militaryErrorId : undefined}
            />
            <Button type="submit" className="mt-5 w-full sm:w-auto">
              Convert to standard time
            </Button>
          </form>
          <Outcome errorId={militaryErrorId} error={militaryError}>
            {convertedMilitary !== null && toStandardResult?.ok ? (
              <Answer
                label={`${convertedMilitary.trim()} in standard time`}
                value={toStandardResult.value.text}
                detail={
                  toStandardResult.value.meridiem === "AM"
                    ? "AM: from midnight to just before noon"
                    : "PM: from noon to just before midnight"
                }
              />
            ) : null}
          </Outcome>
        </ConverterCard>
      </div>

      <Card padding={[5, 7]}>
        <table className="w-full text-left text-[0.9375rem] tabular-nums">
          <caption className="mb-3 text-left">
            <span className="block text-lg font-bold text-ink">Military time chart</span>
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
    </div>
  );
}
