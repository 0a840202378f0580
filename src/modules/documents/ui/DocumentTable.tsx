/** The documents of a list page: name with type badge, tags, size, version, last change. */
import { formatFileSize } from "../domain/upload-limits.ts";
import type { DocumentListItem } from "../schema/document.ts";
import { formatGermanDateTime as formatDateTime } from "#shared/dates.ts";
import { typeBadge } from "./document-labels.ts";

export interface DocumentTableProps {
  items: DocumentListItem[];
  showFolder: boolean;
  busy: boolean;
  onOpen: (documentId: string) => void;
}

export function DocumentTable({ items, showFolder, busy, onOpen }: DocumentTableProps) {
  return (
    <div className="data-table documents-table">
      <table aria-busy={busy}>
        <caption className="visually-hidden">Dokumente</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            {showFolder ? <th scope="col">Ordner</th> : null}
            <th scope="col">Größe</th>
            <th scope="col">Version</th>
            <th scope="col">Geändert</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const badge = typeBadge(item.typeId);
            return (
              <tr key={item.id}>
                <td data-label="Name">
                  <div className="documents-table__name">
                    <span className={`documents-type documents-type--${badge.tone}`}>{badge.label}</span>
                    <button type="button" className="documents-table__open" onClick={() => onOpen(item.id)}>
                      {item.name}
                    </button>
                    {item.tags.length ? (
                      <ul className="documents-tags" aria-label="Schlagwörter">
                        {item.tags.map((tag) => (
                          <li key={tag}>{tag}</li>
                        ))}
                      </ul>
                    ) : null}
                    {item.excerpt ? <p className="documents-excerpt">{highlight(item.excerpt)}</p> : null}
                  </div>
                </td>
                {showFolder ? <td data-label="Ordner">{item.folderName}</td> : null}
                <td data-label="Größe">{formatFileSize(item.size)}</td>
                <td data-label="Version">{item.currentVersion}</td>
                <td data-label="Geändert">
                  {formatDateTime(item.updatedAt)}
                  {item.updatedByName ? <span className="documents-table__by">{item.updatedByName}</span> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The server marks matches with «…» in plain text; they become <mark>, everything stays text. */
function highlight(excerpt: string) {
  // The parts of one excerpt never move: their position is their key.
  return excerpt.split(/(«[^»]*»)/g).map((part, index) => {
    const key = `${index}:${part}`;
    return part.startsWith("«") && part.endsWith("»") ? <mark key={key}>{part.slice(1, -1)}</mark> : <span key={key}>{part}</span>;
  });
}
