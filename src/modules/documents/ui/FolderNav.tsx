/**
 * The folder list: a navigation list beside the documents on wide screens, a select above them on
 * narrow ones. The trash is the last entry.
 */
import { countOf } from "#shared/plural.ts";
import type { DocumentFolder } from "../schema/folder.ts";

export interface FolderNavProps {
  folders: DocumentFolder[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}

export const TRASH_ID = "papierkorb";

export function FolderNav({ folders, selectedId, onSelect }: FolderNavProps) {
  return (
    <nav className="documents-folders" aria-label="Ordner">
      <label className="documents-folders__select">
        <span className="visually-hidden">Ordner wählen</span>
        <select value={selectedId ?? ""} onChange={(event) => onSelect(event.target.value)}>
          {folders.map((folder) => (
            <option key={folder.id} value={folder.id}>
              {folder.name} ({folder.documentCount})
            </option>
          ))}
          <option value={TRASH_ID}>Papierkorb</option>
        </select>
      </label>
      <ul className="documents-folders__list">
        {folders.map((folder) => (
          <li key={folder.id}>
            <button
              type="button"
              className="documents-folders__item"
              aria-current={folder.id === selectedId ? "page" : undefined}
              onClick={() => onSelect(folder.id)}
            >
              <span className="documents-folders__name">
                {folder.name}
                {folder.readRole !== "mitglied" ? (
                  <span className="documents-lock" title="Nur für einen Teil der Mitglieder sichtbar" role="img" aria-label="eingeschränkt" />
                ) : null}
              </span>
              {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: kept as it was (issue 24 changes no behaviour); the count's words belong in a visually hidden text */}
              <span className="documents-folders__count" aria-label={countOf(folder.documentCount, "Dokument", "Dokumente")}>
                {folder.documentCount}
              </span>
            </button>
          </li>
        ))}
        <li className="documents-folders__trash">
          <button
            type="button"
            className="documents-folders__item"
            aria-current={selectedId === TRASH_ID ? "page" : undefined}
            onClick={() => onSelect(TRASH_ID)}
          >
            <span className="documents-folders__name">Papierkorb</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
