/** The sections of "what needs me today": each a panel of a few items that link to where they are done. */
import { Link } from "react-router";
import { formatGermanDate, formatGermanDateTime } from "#shared/dates.ts";
import { hyphenate } from "#shared/hyphenate.ts";
import type { DashboardItem, DashboardSection } from "../schema.ts";

const TONE_TEXT = { overdue: "überfällig", soon: "bald fällig", normal: null } as const;

function When({ item }: { item: DashboardItem }) {
  const text = item.date ? formatGermanDate(item.date) : item.at ? formatGermanDateTime(item.at) : null;
  if (!text && !item.dateLabel) return null;
  const toneText = TONE_TEXT[item.tone];
  return (
    <span className={`inbox-item__when inbox-item__when--${item.tone}`}>
      {item.dateLabel ? `${item.dateLabel} ` : ""}
      {text ? <time dateTime={item.date ?? item.at ?? undefined}>{text}</time> : null}
      {toneText ? <span className="visually-hidden"> ({toneText})</span> : null}
    </span>
  );
}

function Section({ section }: { section: DashboardSection }) {
  const headingId = `inbox-${section.key}`;
  return (
    <section className={`panel inbox-section inbox-section--${section.key}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="panel__title inbox-section__title">
        {hyphenate(section.title)}
        {section.total > 0 ? <span className="inbox-section__count">{section.total}</span> : null}
      </h2>
      {section.summary ? <p className="inbox-section__summary">{section.summary}</p> : null}
      {section.items.length ? (
        <ul className="inbox-list">
          {section.items.map((item) => (
            <li key={item.id} className={`inbox-item inbox-item--${item.tone}`}>
              <Link className="inbox-item__title" to={item.link}>
                {item.title}
              </Link>
              {item.detail ? <span className="inbox-item__detail">{item.detail}</span> : null}
              <When item={item} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted inbox-section__empty">{section.empty}</p>
      )}
      <Link className="inbox-section__more" to={section.link}>
        {section.linkLabel}
      </Link>
    </section>
  );
}

export function DashboardSections({ sections }: { sections: readonly DashboardSection[] }) {
  // Sections with open things first, so the day's work is at the top; the rest keep their order.
  const ordered = [...sections.filter((s) => s.total > 0), ...sections.filter((s) => s.total === 0)];
  return (
    <div className="inbox-grid">
      {ordered.map((section) => (
        <Section key={section.key} section={section} />
      ))}
    </div>
  );
}
