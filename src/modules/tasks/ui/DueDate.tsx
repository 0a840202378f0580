import { formatGermanDate } from "#shared/dates.ts";

/** The due date, with "überfällig" in words (not only red) when the task is late. */
export function DueDate({ date, overdue }: { date: string | null; overdue: boolean }) {
  if (!date) return <span className="muted">Ohne Termin</span>;
  return (
    <span className={overdue ? "due due--overdue" : "due"}>
      {formatGermanDate(date)}
      {overdue ? <span className="due__flag"> · überfällig</span> : null}
    </span>
  );
}
