/** One thing to fix before a tool can calculate, tied to the field it is about. */
interface Problem {
  field: string;
  message: string;
}

/**
 * What stops a calculation, announced as it appears. `id` lets the fields at
 * fault point at it (`aria-describedby`); `notice` is a message of its own
 * above the list, such as a value the tool had to set aside.
 */
export function ProblemList({
  id,
  problems,
  notice,
}: {
  id: string;
  problems: readonly Problem[];
  notice?: string | null;
}) {
  if (!problems.length && !notice) return null;
  return (
    <div
      id={id}
      role="alert"
      className="rounded-control border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      {notice ? <p>{notice}</p> : null}
      {problems.length ? (
        <>
          <p className="font-semibold">Check these before calculating:</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((problem) => (
              <li key={`${problem.field}-${problem.message}`}>{problem.message}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
