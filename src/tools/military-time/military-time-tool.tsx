import { Icon } from "~/components/ui/icon";
import { useId, useState, type FormEvent, type ReactNode, type SyntheticEvent } from "react";
import { Button } from "~/components/ui/button";
import { useEarlyInput } from "~/components/ui/early-input";
import { Card } from "~/components/ui/card";
import { SelectField, TextField } from "~/components/ui/field";
import { replaceParams, useOpeningQuery } from "~/tools/shared/url-state";
import { formatStandard, meridiems, militaryMaxLength, toMilitary, toStandard, type Meridiem } from "./military-time";
import { decodeConverter, encodeMilitary, encodeStandard, type StandardInputs } from "./url-state";

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
 * Standard (12-hour) to military (24-hour) time and back. The last conversion goes into the
 * address so it can be shared. The whole-hour chart beside it is the page's own HTML
 * (`island.astro`): it never changes, so it is neither script nor re-rendered.
 */
export function MilitaryTimeTool() {
  const query = useOpeningQuery();
  const shared = decodeConverter(new URLSearchParams(query));
  const root = useEarlyInput<HTMLDivElement>();
  // Each converter keeps its own state, so a press in one re-renders that one alone.
  return (
    <div ref={root} className="grid gap-6">
      <StandardConverter key={`standard${query}`} shared={shared.standard} />
      <MilitaryConverter key={`military${query}`} shared={shared.military} />
    </div>
  );
}

/** Standard to military, starting from a shared conversion when the address has one. */
function StandardConverter({ shared }: { shared: StandardInputs | null }) {
  const [standard, setStandard] = useState<StandardInputs>(shared ?? emptyStandard);
  const [converted, setConverted] = useState<StandardInputs | null>(shared ?? null);
  const errorId = useId();
  const result = converted ? toMilitary(converted.hour, converted.minute, converted.meridiem) : null;
  const error = result && !result.ok ? result.error : null;

  function convert(event: SyntheticEvent) {
    event.preventDefault();
    setConverted(standard);
    const ok = toMilitary(standard.hour, standard.minute, standard.meridiem).ok;
    replaceParams(ok ? encodeStandard(standard) : new URLSearchParams());
  }

  const edit = (field: "hour" | "minute") => (event: FormEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setStandard((current) => ({ ...current, [field]: value }));
  };

  return (
    <ConverterCard title="Standard to military" lead="Enter a 12-hour time, for example 1:05 PM.">
      <form noValidate className="mt-5">
        <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(5rem,1fr)] gap-2 xs:gap-3 sm:gap-4">
          <TextField
            label="Hour"
            inputMode="numeric"
            autoComplete="off"
            maxLength={2}
            placeholder="1-12"
            value={standard.hour}
            onChange={edit("hour")}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <TextField
            label="Minute"
            inputMode="numeric"
            autoComplete="off"
            maxLength={2}
            placeholder="0-59"
            value={standard.minute}
            onChange={edit("minute")}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
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
        <Button type="submit" onClick={convert} className="mt-5 w-full sm:w-auto">
          Convert to military time
        </Button>
      </form>
      <Outcome errorId={errorId} error={error}>
        {converted && result?.ok ? (
          <Answer
            label={`${formatStandard(Number(converted.hour), Number(converted.minute), converted.meridiem)} in military time`}
            value={result.value.military}
            detail={`Written with a colon: ${result.value.clock}`}
          />
        ) : null}
      </Outcome>
    </ConverterCard>
  );
}

/** Military to standard, starting from a shared conversion when the address has one. */
function MilitaryConverter({ shared }: { shared: string | null }) {
  const [military, setMilitary] = useState(shared ?? "");
  const [converted, setConverted] = useState<string | null>(shared ?? null);
  const errorId = useId();
  const result = converted === null ? null : toStandard(converted);
  const error = result && !result.ok ? result.error : null;

  function convert(event: SyntheticEvent) {
    event.preventDefault();
    setConverted(military);
    replaceParams(toStandard(military).ok ? encodeMilitary(military) : new URLSearchParams());
  }

  return (
    <ConverterCard title="Military to standard" lead="Enter HHMM in 24-hour time, for example 1305 or 930.">
      <form noValidate className="mt-5">
        <TextField
          label="Military time"
          inputMode="numeric"
          autoComplete="off"
          maxLength={militaryMaxLength}
          placeholder="HHMM"
          className="max-w-48"
          value={military}
          onChange={(event) => setMilitary(event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Button type="submit" onClick={convert} className="mt-5 w-full sm:w-auto">
          Convert to standard time
        </Button>
      </form>
      <Outcome errorId={errorId} error={error}>
        {converted !== null && result?.ok ? (
          <Answer
            label={`${converted.trim()} in standard time`}
            value={result.value.text}
            detail={
              result.value.meridiem === "AM"
                ? "AM: from midnight to just before noon"
                : "PM: from noon to just before midnight"
            }
          />
        ) : null}
      </Outcome>
    </ConverterCard>
  );
}
