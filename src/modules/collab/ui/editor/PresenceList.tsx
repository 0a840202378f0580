/** The people who have the document open now, as coloured initials with their names on hover and for screen readers. */
import type { PresentPerson } from "./presence.ts";

export function PresenceList({ people }: { people: PresentPerson[] }) {
  if (people.length === 0) return <span className="collab-presence collab-presence--alone">Nur Sie</span>;
  const names = people.map((person) => person.name).join(", ");
  return (
    <ul className="collab-presence" aria-label={`Ebenfalls im Dokument: ${names}`}>
      {people.slice(0, 6).map((person) => (
        <li key={person.name} className="collab-presence__person" style={{ backgroundColor: person.color }} title={person.name}>
          <span aria-hidden="true">{person.initials}</span>
          <span className="visually-hidden">{person.name}</span>
        </li>
      ))}
      {people.length > 6 ? (
        <li className="collab-presence__more" title={names}>
          +{people.length - 6}
        </li>
      ) : null}
    </ul>
  );
}
