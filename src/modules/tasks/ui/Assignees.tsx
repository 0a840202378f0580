import type { PersonRef } from "#shared/people.ts";
import { initialsOf } from "./task-labels.ts";

/** Initials of the assignees with their full names for everyone (title and a hidden list). */
export function Assignees({ people, max = 3 }: { people: readonly PersonRef[]; max?: number }) {
  if (!people.length) return <span className="muted">Niemand</span>;
  const shown = people.slice(0, max);
  return (
    <span className="assignees" title={people.map((p) => p.name).join(", ")}>
      {shown.map((p) => (
        <span key={p.id} className="assignees__avatar" aria-hidden="true">
          {initialsOf(p.name)}
        </span>
      ))}
      {people.length > max ? (
        <span className="assignees__more" aria-hidden="true">
          +{people.length - max}
        </span>
      ) : null}
      <span className="visually-hidden">{people.map((p) => p.name).join(", ")}</span>
    </span>
  );
}
