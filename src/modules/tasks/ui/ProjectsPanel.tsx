/** The projects: cards with their open, overdue and done counts and who may see them. */
import { useState } from "react";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { VISIBILITY_LABELS, type TaskProject } from "../schema/project.ts";
import { Markdown } from "#ui/markdown/Markdown.tsx";
import { ProjectFormDialog } from "./ProjectFormDialog.tsx";
import { useProjects } from "./tasks-api.ts";

export function ProjectsPanel({ onOpen }: { onOpen: (projectId: string) => void }) {
  const [showArchived, setShowArchived] = useState(false);
  const projects = useProjects(showArchived);
  const [editing, setEditing] = useState<TaskProject | "new" | null>(null);

  return (
    <div className="projects">
      <div className="projects__head">
        <button type="button" className="button button--primary" onClick={() => setEditing("new")}>
          Neues Projekt
        </button>
        <label className="check">
          <input type="checkbox" className="check__input" checked={showArchived} onChange={(e) => setShowArchived(e.target.checked)} />
          <span className="check__label">Archivierte zeigen</span>
        </label>
      </div>
      {projects.isPending ? <Spinner label="Projekte werden geladen …" /> : null}
      {projects.isError ? <QueryError error={projects.error} onRetry={() => void projects.refetch()} /> : null}
      {projects.data && !projects.data.items.length ? (
        // Every member may create a project (issue 25: the empty list did not say so).
        <EmptyState
          title="Noch keine Projekte"
          text="Aufgaben gehören zu Projekten, z. B. für die Mitgliederversammlung oder eine Arbeitsgruppe. Jedes Mitglied kann ein Projekt anlegen und bestimmen, wer es sieht."
          action={
            <button type="button" className="button button--primary" onClick={() => setEditing("new")}>
              Erstes Projekt anlegen
            </button>
          }
        />
      ) : null}
      <ul className="project-grid">
        {projects.data?.items.map((project) => (
          <li key={project.id} className={project.archived ? "project-card project-card--archived" : "project-card"}>
            <h2 className="project-card__title">
              <button type="button" className="link-button" onClick={() => onOpen(project.id)}>
                {project.name}
              </button>
            </h2>
            <p className="project-card__visibility">
              Sichtbar für: {VISIBILITY_LABELS[project.readRole]}
              {project.archived ? " · archiviert" : ""}
            </p>
            {project.description ? <Markdown text={project.description} className="markdown project-card__description" /> : null}
            <dl className="project-card__counts">
              <div>
                <dt>Offen</dt>
                <dd>{project.openCount}</dd>
              </div>
              <div className={project.overdueCount ? "project-card__overdue" : undefined}>
                <dt>Überfällig</dt>
                <dd>{project.overdueCount}</dd>
              </div>
              <div>
                <dt>Erledigt</dt>
                <dd>{project.doneCount}</dd>
              </div>
            </dl>
            {project.canEdit ? (
              <button type="button" className="button button--small" onClick={() => setEditing(project)} aria-label={`Projekt „${project.name}“ bearbeiten`}>
                Bearbeiten
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <ProjectFormDialog open={editing !== null} project={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
    </div>
  );
}
