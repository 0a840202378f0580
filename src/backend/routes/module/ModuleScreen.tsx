import { useParams } from "react-router";
import { PageHeader } from "../../../ui/backoffice/PageHeader.tsx";
import type { ScreenProps } from "../../../shared/routes.ts";

/**
 * A module whose screens later issues build: its title and what it is for, and an honest note that
 * it offers no functions yet. Nothing here pretends to work.
 */
export default function ModuleScreen({ route }: ScreenProps) {
  const params = useParams();
  const detail = Object.values(params).filter(Boolean).join(" / ");
  return (
    <>
      <PageHeader title={route.title} lead={route.description} />
      <section className="panel module-status" aria-labelledby="module-status-title">
        <h2 id="module-status-title" className="panel__title">
          Modul im Aufbau
        </h2>
        <p>
          Dieses Modul ist noch nicht freigeschaltet. Sobald es fertig ist, finden Sie hier seine Funktionen; bis dahin werden an dieser Stelle keine Daten angezeigt
          oder gespeichert.
        </p>
        {detail ? (
          <p className="muted">
            Aufgerufen: <code>{detail}</code>
          </p>
        ) : null}
      </section>
    </>
  );
}
