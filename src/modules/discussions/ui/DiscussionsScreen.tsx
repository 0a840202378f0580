/**
 * /backend/discussions (members): the categories the caller may read with their new and unread
 * counts, the threads of the chosen category (or the newest of all), search over titles and posts
 * with highlighted hits, a new thread, and for administrators the management of categories.
 * The chosen category and the search live in the URL (?bereich=<id>, ?suche=…), so they survive a
 * reload and the back button.
 */
import { useState } from "react";
import { useSearchParams } from "react-router";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { PageHeader } from "#ui/backoffice/PageHeader.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { useDebouncedValue } from "#ui/backoffice/use-debounced-value.ts";
import { useAuth } from "#ui/session/auth-context.ts";
import { hasAnyRole } from "#shared/roles.ts";
import { requiredRolesOf } from "#shared/access.ts";
import type { ScreenProps } from "#shared/routes.ts";
import { useCategories } from "./discussions-api.ts";
import { CategoryNav } from "./CategoryNav.tsx";
import { ThreadList } from "./ThreadList.tsx";
import { SearchResults } from "./SearchResults.tsx";
import { NewThreadDialog } from "./NewThreadDialog.tsx";
import { CategoryAdminDialog } from "./CategoryAdminDialog.tsx";
import "./discussions.css";

export default function DiscussionsScreen({ route }: ScreenProps) {
  const [params, setParams] = useSearchParams();
  const { roles } = useAuth();
  const categories = useCategories();
  const [composing, setComposing] = useState(false);
  const [administering, setAdministering] = useState(false);
  const [typed, setTyped] = useState(params.get("suche") ?? "");
  const search = useDebouncedValue(typed.trim(), 300);
  const categoryId = params.get("bereich") ?? undefined;
  const isAdmin = hasAnyRole(roles, requiredRolesOf("discussionsAdminister"));
  const items = categories.data?.items ?? [];
  const current = items.find((c) => c.id === categoryId);

  const choose = (id: string | undefined) => {
    setTyped("");
    setParams(id ? { bereich: id } : {});
  };
  const onSearch = (value: string) => {
    setTyped(value);
    const next = new URLSearchParams(params);
    if (value.trim()) next.set("suche", value);
    else next.delete("suche");
    setParams(next, { replace: true });
  };

  return (
    <section className="discussions">
      <PageHeader
        title={route.title}
        lead="Verbandsthemen besprechen, Positionen vorbereiten, Erfahrungen teilen. Jeder Bereich hat eigene Lese- und Schreibrechte."
      >
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={() => setComposing(true)} disabled={!items.some((c) => c.canWrite)}>
            Neues Thema
          </button>
          {isAdmin ? (
            <button type="button" className="button" onClick={() => setAdministering(true)}>
              Bereiche verwalten
            </button>
          ) : null}
        </div>
      </PageHeader>
      <div className="discussions__search">
        <label htmlFor="diskussionen-suche" className="field__label">
          Diskussionen durchsuchen
        </label>
        <input
          id="diskussionen-suche"
          type="search"
          className="field__control"
          value={typed}
          maxLength={100}
          placeholder="z. B. Förderrichtlinie, § 23 AEG, Stellwerk"
          autoComplete="off"
          onChange={(e) => onSearch(e.target.value)}
        />
      </div>
      {categories.isPending ? (
        <Spinner />
      ) : categories.isError ? (
        <QueryError error={categories.error} onRetry={() => void categories.refetch()} />
      ) : items.length === 0 ? (
        // A new association without areas (issue 25): who creates them, and the button for those who can.
        <EmptyState
          title="Noch keine Bereiche"
          text={
            isAdmin
              ? "Diskussionen finden in Bereichen statt. Legen Sie den ersten Bereich an, z. B. „Allgemein“ für alle Mitglieder, und bestimmen Sie, wer darin lesen und schreiben darf."
              : "Diskussionen finden in Bereichen statt. Bereiche legt die Administration an; sobald einer für Sie freigegeben ist, können Sie hier Themen eröffnen."
          }
          action={
            isAdmin ? (
              <button type="button" className="button button--primary" onClick={() => setAdministering(true)}>
                Bereich anlegen
              </button>
            ) : undefined
          }
        />
      ) : (
        <div className="discussions__layout">
          <CategoryNav categories={items} currentId={categoryId} onChoose={choose} />
          <div className="discussions__main">
            {search.length >= 2 ? <SearchResults q={search} /> : <ThreadList category={current} categoryId={categoryId} onCompose={() => setComposing(true)} />}
          </div>
        </div>
      )}
      {composing ? (
        <NewThreadDialog
          categories={items.filter((c) => c.canWrite)}
          initialCategoryId={current?.canWrite ? current.id : undefined}
          onClose={() => setComposing(false)}
        />
      ) : null}
      {administering ? <CategoryAdminDialog onClose={() => setAdministering(false)} /> : null}
    </section>
  );
}
