/**
 * Links to documents, press releases and tasks. Opening one is the target's business: documents
 * and tasks check on their side who may see them.
 */
import { useState } from "react";
import { LINK_KIND_LABELS, type LinkKind } from "../../domain/labels.ts";
import type { LinkItem } from "../../schema/link.ts";
import { politicalApi } from "../political-api.ts";
import { useChange } from "../political-mutations.ts";
import { LinkDialog } from "./LinkDialog.tsx";

export interface LinkOwnerRef {
  kind: "procedures" | "positions" | "campaigns";
  id: string;
}

const TITLES: Record<string, string> = {
  "document,press": "Dokumente und Pressemitteilungen",
  document: "Dokumente",
  "task,press,document": "Aufgaben, Pressemitteilungen und Dokumente",
};

export function LinksSection({ owner, links, canEdit, kinds }: { owner: LinkOwnerRef; links: LinkItem[]; canEdit: boolean; kinds: LinkKind[] }) {
  const [adding, setAdding] = useState(false);
  const remove = useChange<string>({
    run: (id) => politicalApi.removeLink.call({ params: { id } }),
    success: "Verknüpfung entfernt",
    failure: "Verknüpfung nicht entfernt",
  });
  const headingId = `pw-links-${owner.kind}`;
  return (
    <section className="panel pw-section" aria-labelledby={headingId}>
      <div className="pw-section__head">
        <h3 id={headingId} className="panel__title">
          {TITLES[kinds.join(",")] ?? "Verknüpfungen"}
        </h3>
        {canEdit ? (
          <button type="button" className="button button--small" onClick={() => setAdding(true)}>
            Verknüpfen
          </button>
        ) : null}
      </div>
      {links.length === 0 ? (
        <p className="muted">Noch nichts verknüpft.</p>
      ) : (
        <ul className="pw-plain-list">
          {links.map((link) => (
            <li key={link.id} className="pw-linked">
              <span className="pw-link-kind">{LINK_KIND_LABELS[link.kind]}</span>
              <a href={link.href}>{link.title}</a>
              {canEdit ? (
                <button
                  type="button"
                  className="button button--small button--danger-outline pw-linked__remove"
                  onClick={() => remove.mutate(link.id)}
                  aria-label={`Verknüpfung mit ${link.title} entfernen`}
                >
                  Entfernen
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {adding ? <LinkDialog owner={owner} kinds={kinds} linked={links} onClose={() => setAdding(false)} /> : null}
    </section>
  );
}
