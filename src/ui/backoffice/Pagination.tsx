/** Page navigation under a list: where you are, how many entries there are, previous and next. */
import "./ui.css";

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation, e.g. "Seiten der Kontaktliste". */
  label?: string;
}

const numberFormat = new Intl.NumberFormat("de-DE");

export function Pagination({ page, pageSize, total, onPageChange, label = "Seitennavigation" }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className="pagination" aria-label={label}>
      <p className="pagination__summary" aria-live="polite">
        {total === 0 ? "Keine Einträge" : `${numberFormat.format(first)}–${numberFormat.format(last)} von ${numberFormat.format(total)} Einträgen`}
        {pages > 1 ? ` · Seite ${numberFormat.format(page)} von ${numberFormat.format(pages)}` : ""}
      </p>
      <div className="pagination__buttons">
        <button type="button" className="button" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
          Zurück
        </button>
        <button type="button" className="button" onClick={() => onPageChange(page + 1)} disabled={page >= pages}>
          Weiter
        </button>
      </div>
    </nav>
  );
}
