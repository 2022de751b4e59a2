import { Icon } from "~/components/ui/icon";
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useRef,
  useState,
  type SyntheticEvent,
} from "react";
import { flushSync } from "react-dom";
import { Button } from "~/components/ui/button";
import { useEarlyInput } from "~/components/ui/early-input";
import { Card } from "~/components/ui/card";
import { TextField } from "~/components/ui/field";
import { formatDecimalHours, formatHoursMinutes } from "~/tools/shared/format";
import { minutesOfDay } from "~/tools/shared/time";
import { emptyReportDetails } from "~/tools/shared/report-details";
import { ReportFields as AllReportFields, type ReportFieldValues } from "~/tools/shared/report-fields";
import { ToolActions } from "~/tools/shared/tool-actions";
import { replaceParams, useOpeningQuery } from "~/tools/shared/url-state";
import type * as Details from "./details";
import { decodeWorkingHours, encodeWorkingHours, maxBlocks, type BlockInputs } from "./url-state";
import { overlapMessage, workingHours, type BlockHours, type TimeBlock } from "./working-hours";

// The hours per block and the report actions load together when a result first shows
// (details.tsx): one request, and the page's first load carries neither.
let detailsLoading: Promise<typeof Details> | undefined;
const loadDetails = () => (detailsLoading ??= import("./details"));
const preloadDetails = () => void loadDetails();
const HoursTable = lazy(async () => ({ default: (await loadDetails()).HoursTable }));
const WorkingHoursReportActions = lazy(async () => ({ default: (await loadDetails()).WorkingHoursReportActions }));
const OutOfDate = lazy(async () => ({ default: (await loadDetails()).OutOfDate }));

// Adding or removing a block re-renders the blocks, not the report's fields below them.
const ReportFields = memo(AllReportFields);

// Narrower padding inside time fields on phones, so "09:00 AM" and its clock icon fit.
const timeFieldClass = "min-w-0 [&_input]:px-2.5 sm:[&_input]:px-3.5";

// The first block's id is fixed so the prerendered HTML and the hydrated page agree; later ones count up.
const firstBlocks: TimeBlock[] = [{ id: "block-0", startTime: "", endTime: "", breakMinutes: "" }];

function breakError(result: BlockHours): string {
  if (result.status === "breakNegative") return "The break must be a number of minutes, 0 or more.";
  return `The ${result.breakMinutes}-minute break is longer than this block (${formatHoursMinutes(result.spanMinutes)}). Shorten the break or check the times.`;
}

function sameInputs(a: TimeBlock, b: TimeBlock): boolean {
  return a.startTime === b.startTime && a.endTime === b.endTime && a.breakMinutes === b.breakMinutes;
}

/**
 * One block's fields. Memoised: a press that adds, removes or edits one block re-renders
 * that block (and any whose number or Remove button changes), not every block.
 */
const BlockFields = memo(function BlockFields({
  block,
  index,
  startId,
  removable,
  error,
  onChange,
  onRemove,
}: {
  block: TimeBlock;
  index: number;
  startId: string;
  removable: boolean;
  error: string | undefined;
  onChange: (id: string, field: keyof BlockInputs, value: string) => void;
  onRemove: (id: string) => void;
}) {
  const start = minutesOfDay(block.startTime);
  const end = minutesOfDay(block.endTime);
  const overnight = start !== null && end !== null && end < start;
  return (
    <li className="border-line not-first:border-t not-first:pt-4 sm:not-first:border-0 sm:not-first:pt-0">
      {/* Flat on phones so the time fields keep their width; boxed from the small breakpoint up. */}
      <fieldset className="min-w-0 sm:rounded-control sm:border sm:border-line sm:bg-surface-muted/50 sm:p-4">
        <legend className="mb-2 text-sm font-semibold text-ink sm:mb-0 sm:px-1">Block {index + 1}</legend>
        <div className="grid grid-cols-2 items-start gap-3 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:gap-4">
          <TextField
            id={startId}
            label="Start time"
            type="time"
            className={timeFieldClass}
            value={block.startTime}
            onChange={(event) => onChange(block.id, "startTime", event.currentTarget.value)}
          />
          <TextField
            label="End time"
            type="time"
            className={timeFieldClass}
            value={block.endTime}
            onChange={(event) => onChange(block.id, "endTime", event.currentTarget.value)}
          />
          <TextField
            label="Break (minutes)"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder="0"
            className={removable ? "min-w-0" : "col-span-2 min-w-0 sm:col-span-1"}
            value={block.breakMinutes}
            onChange={(event) => onChange(block.id, "breakMinutes", event.currentTarget.value)}
            error={error}
          />
          {removable ? (
            <Button
              variant="outline"
              size="md-tight"
              className="mt-7 justify-self-start sm:justify-self-end"
              aria-label="Remove time block"
              onClick={() => onRemove(block.id)}
            >
              <Icon name="x" />
              <span className="sm:sr-only" aria-hidden="true">
                Remove
              </span>
            </Button>
          ) : null}
        </div>
        {overnight ? (
          <p className="mt-2 flex items-center gap-1.5 text-sm text-ink-muted">
            <Icon name="moon" className="text-brand-600" />
            Ends the next day
          </p>
        ) : null}
      </fieldset>
    </li>
  );
});

/**
 * Time blocks in, total hours out (decimal and h:mm). The results are those of
 * the last Calculate, which also puts the blocks in the address for sharing.
 */
export function WorkingHoursTool() {
  const query = useOpeningQuery();
  return <Calculator key={query} shared={decodeWorkingHours(new URLSearchParams(query))} />;
}

/** The calculator, starting from a shared address's blocks and result when it has them. */
function Calculator({ shared }: { shared: ReturnType<typeof decodeWorkingHours> }) {
  const idPrefix = useId();
  const nextId = useRef(1);
  const newBlock = (inputs: BlockInputs = { startTime: "", endTime: "", breakMinutes: "" }): TimeBlock => ({
    id: `block-${nextId.current++}`,
    ...inputs,
  });
  // A shared address's blocks get ids of their own, apart from those Add Time Block counts up.
  const [opening] = useState(
    () => shared?.blocks.map((inputs, index): TimeBlock => ({ id: `shared-${index}`, ...inputs })) ?? null,
  );
  const [blocks, setBlocks] = useState<TimeBlock[]>(opening ?? firstBlocks);
  const [calculated, setCalculated] = useState<TimeBlock[] | null>(opening);
  const [report, setReport] = useState<ReportFieldValues>(() => ({
    header: shared?.reportHeader ?? "",
    notes: shared?.reportNotes ?? "",
    details: shared?.details ?? emptyReportDetails(),
  }));
  const inAddress = (blocksNow: TimeBlock[]) =>
    encodeWorkingHours({
      blocks: blocksNow,
      reportHeader: report.header,
      reportNotes: report.notes,
      details: report.details,
    });

  const hours = calculated ? workingHours(calculated) : null;
  const errorsById = new Map((hours?.errors ?? []).map((error) => [error.id, error]));
  const root = useEarlyInput<HTMLDivElement>();
  const startId = useCallback((id: string) => `${idPrefix}-${id}-start`, [idPrefix]);
  const focusStart = useCallback(
    (id: string | undefined) => {
      if (id) document.getElementById(startId(id))?.focus();
    },
    [startId],
  );
  // The blocks as last rendered, for the Remove buttons' one stable handler.
  const latestBlocks = useRef(blocks);
  useEffect(() => {
    latestBlocks.current = blocks;
  });

  const update = useCallback((id: string, field: keyof BlockInputs, value: string) => {
    setBlocks((current) => current.map((block) => (block.id === id ? { ...block, [field]: value } : block)));
  }, []);

  function addBlock() {
    const block = newBlock();
    flushSync(() => setBlocks((current) => [...current, block]));
    focusStart(block.id);
  }

  const removeBlock = useCallback(
    (id: string) => {
      const index = latestBlocks.current.findIndex((block) => block.id === id);
      const remaining = latestBlocks.current.filter((block) => block.id !== id);
      flushSync(() => setBlocks(remaining));
      // The block that moved into its place, or the one before when the last was removed.
      focusStart(remaining[Math.min(index, remaining.length - 1)]?.id);
    },
    [focusStart],
  );

  function calculate(event: SyntheticEvent) {
    event.preventDefault();
    setCalculated(blocks);
    replaceParams(inAddress(blocks));
  }

  function clearAll() {
    setBlocks([newBlock()]);
    setCalculated(null);
    setReport({ header: "", notes: "", details: emptyReportDetails() });
    replaceParams(new URLSearchParams());
  }

  const showResults = calculated && hours && hours.errors.length === 0 && !hours.overlap;
  // Value for value, so an edit typed and taken back leaves the result as it was.
  const outOfDate = showResults && JSON.stringify(calculated) !== JSON.stringify(blocks);
  // The totals answer Calculate at once; the table and the report actions follow in a render
  // of their own (and, the first time, once their module has loaded).
  const deferred = useDeferredValue(calculated);
  const deferredHours = deferred === calculated ? hours : deferred && workingHours(deferred);
  const detail =
    deferred && deferredHours && deferredHours.errors.length === 0 && !deferredHours.overlap
      ? { blocks: deferred, hours: deferredHours }
      : null;

  return (
    <div ref={root} className="flex flex-col gap-6">
      <Card padding={[4, 7]}>
        {/* A form, so Enter in any field calculates, as in the other tools. */}
        <form noValidate>
          <h2 className="text-lg font-bold text-ink">Time blocks</h2>
          <p className="mt-1 text-sm text-ink-muted">
            One block per stretch of work. An end time before the start time means the block runs past midnight.
          </p>
          {/* What follows a result is fetched once the visitor types a time (not on focus: Add Time Block
            focuses the new block), so Calculate only draws. */}
          <ol className="mt-5 grid gap-4" onInput={preloadDetails}>
            {blocks.map((block, index) => {
              const error = errorsById.get(block.id);
              const snapshot = calculated?.find((each) => each.id === block.id);
              const showError = error && snapshot && sameInputs(snapshot, block);
              return (
                <BlockFields
                  key={block.id}
                  block={block}
                  index={index}
                  startId={startId(block.id)}
                  removable={blocks.length > 1}
                  error={showError ? breakError(error) : undefined}
                  onChange={update}
                  onRemove={removeBlock}
                />
              );
            })}
          </ol>

          <div className="mt-5">
            <Button variant="outline" onClick={addBlock} disabled={blocks.length >= maxBlocks}>
              <Icon name="plus" />
              Add Time Block
            </Button>
            {blocks.length >= maxBlocks ? (
              <p className="mt-2 text-sm text-ink-muted">
                That is the most blocks one calculation holds ({maxBlocks}).
              </p>
            ) : null}
          </div>
          <div className="mt-6 grid gap-6 border-t border-line pt-5">
            <ReportFields kind="date" values={report} onChange={setReport} headerPlaceholder="Team or project" />
            <ToolActions onCalculate={calculate} onClear={clearAll}>
              {detail ? (
                <Suspense fallback={null}>
                  <WorkingHoursReportActions
                    blocks={detail.blocks}
                    hours={detail.hours}
                    report={report}
                    onPrint={() => replaceParams(inAddress(detail.blocks))}
                  />
                </Suspense>
              ) : null}
            </ToolActions>
          </div>

          <div role="alert">
            {hours && (hours.errors.length > 0 || hours.overlap) ? (
              <div className="mt-5 flex items-start gap-2 rounded-control border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
                <Icon name="circle-exclamation-point" className="mt-0.5" />
                <ul className="grid gap-1 font-medium">
                  {hours.errors.map((error) => (
                    <li key={error.id}>
                      Block {calculated!.findIndex((block) => block.id === error.id) + 1}: {breakError(error)}
                    </li>
                  ))}
                  {hours.overlap ? <li>{overlapMessage(hours.overlap)}</li> : null}
                </ul>
              </div>
            ) : null}
          </div>
        </form>
      </Card>

      <div role="status" aria-live="polite" aria-atomic="true">
        {outOfDate ? (
          <Suspense fallback={null}>
            <OutOfDate />
          </Suspense>
        ) : null}
        {showResults ? (
          <div className="flex flex-wrap items-end gap-x-10 gap-y-3 rounded-card bg-brand-900 px-6 py-5 text-white shadow-card sm:px-8">
            <p>
              <span className="block text-sm font-medium text-brand-100">Total hours</span>
              <span className="text-4xl font-bold tracking-tight tabular-nums">
                {formatDecimalHours(hours.totalHours)}
              </span>
            </p>
            <p>
              <span className="block text-sm font-medium text-brand-100">Hours and minutes</span>
              <span className="text-4xl font-bold tracking-tight tabular-nums">
                {formatHoursMinutes(hours.totalMinutes)}
              </span>
            </p>
            <p className="pb-1 text-sm text-brand-100">
              across {calculated.length} {calculated.length === 1 ? "block" : "blocks"}
            </p>
          </div>
        ) : null}
      </div>

      {detail ? (
        <Suspense fallback={null}>
          <HoursTable blocks={detail.blocks} hours={detail.hours} />
        </Suspense>
      ) : null}
    </div>
  );
}
