/** A printable report's notes, line breaks kept; nothing when there are none. */
export function ReportNotes({ notes }: { notes: string }) {
  const text = notes.trim();
  if (!text) return null;
  return (
    <div className="mt-6">
      <h3 className="font-semibold">Notes</h3>
      <p className="mt-1 whitespace-pre-line">{text}</p>
    </div>
  );
}
