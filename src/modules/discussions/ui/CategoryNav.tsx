/** The categories as a navigation list: name, lock for restricted ones, new and unread counts. */
import type { CategorySummary } from "../schema.ts";

function counts(c: Pick<CategorySummary, "newThreads" | "unreadThreads">): string {
  const parts = [c.newThreads ? `${c.newThreads} neu` : "", c.unreadThreads ? `${c.unreadThreads} ungelesen` : ""].filter(Boolean);
  return parts.join(", ");
}

export function CategoryNav({
  categories,
  currentId,
  onChoose,
}: {
  categories: CategorySummary[];
  currentId: string | undefined;
  onChoose: (id: string | undefined) => void;
}) {
  const total = categories.reduce((sum, c) => ({ newThreads: sum.newThreads + c.newThreads, unreadThreads: sum.unreadThreads + c.unreadThreads }), {
    newThreads: 0,
    unreadThreads: 0,
  });
  return (
    <nav className="category-nav" aria-label="Bereiche">
      <ul>
        <li>
          <button type="button" className="category-nav__item" aria-current={currentId ? undefined : "page"} onClick={() => onChoose(undefined)}>
            <span className="category-nav__name">Neueste aus allen Bereichen</span>
            {counts(total) ? <span className="category-nav__count">{counts(total)}</span> : null}
          </button>
        </li>
        {categories.map((c) => (
          <li key={c.id}>
            <button type="button" className="category-nav__item" aria-current={currentId === c.id ? "page" : undefined} onClick={() => onChoose(c.id)}>
              <span className="category-nav__name">
                {c.name}
                {c.restricted ? (
                  <span className="category-nav__lock" title="Eingeschränkter Bereich">
                    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
                      <path
                        fill="currentColor"
                        d="M17 9h-1V7a4 4 0 0 0-8 0v2H7a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-9a2 2 0 0 0-2-2Zm-7-2a2 2 0 0 1 4 0v2h-4V7Z"
                      />
                    </svg>
                    <span className="visually-hidden"> (eingeschränkt)</span>
                  </span>
                ) : null}
                {c.watchLevel === "muted" ? <span className="category-nav__muted"> · stumm</span> : null}
              </span>
              {counts(c) ? <span className="category-nav__count">{counts(c)}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
