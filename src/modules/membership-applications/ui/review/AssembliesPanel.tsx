/**
 * Statutes: no admission between the invitation to a general assembly and the assembly. The panel
 * shows the invited assemblies of the voting module (and whether today lies in such a window).
 */
import { Link } from "react-router";
import { useAuth } from "#ui/session/auth-context.ts";
import { routePath } from "#shared/routes.ts";
import { useAssemblies } from "./assemblies-api.ts";
import { berlinDate, formatGermanDate } from "#shared/dates.ts";
import { browserNow } from "#ui/clock.ts";

export function AssembliesPanel() {
  const { roles } = useAuth();
  const assemblies = useAssemblies();
  // The server's day and its rule decide (platform clock), not the browser's.
  const today = assemblies.data?.today ?? berlinDate(browserNow());
  const items = assemblies.data?.items ?? [];
  const blocking =
    assemblies.data && !assemblies.data.admissionToday.allowed ? (items.find((a) => a.invitationSentAt <= today && today <= a.heldAt) ?? null) : null;
  const upcoming = items.filter((a) => a.heldAt >= today);
  return (
    <section className="assemblies-panel" aria-labelledby="assemblies-title">
      <h2 id="assemblies-title" className="section-title">
        Mitgliederversammlungen
      </h2>
      {blocking ? (
        <p className="notice notice--error" role="status">
          Heute keine Aufnahme möglich: Die Einladung zur Mitgliederversammlung „{blocking.title}“ ist am {formatGermanDate(blocking.invitationSentAt)} versandt
          worden; bis zum Ende der Mitgliederversammlung ({blocking.heldAt === today ? "heute" : `am ${formatGermanDate(blocking.heldAt)}`}) werden keine neuen
          Mitglieder aufgenommen (§ 3 Abs. 5 Satzung).
        </p>
      ) : (
        <p className="muted">Zwischen dem Versand einer Einladung und der Versammlung nimmt der Verband keine neuen Mitglieder auf (Satzung).</p>
      )}
      {upcoming.length ? (
        <ul className="member-plain-list">
          {upcoming.map((a) => (
            <li key={a.id}>
              {a.title}: Einladung {formatGermanDate(a.invitationSentAt)}, Versammlung {formatGermanDate(a.heldAt)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">Zu keiner bevorstehenden Versammlung ist eingeladen.</p>
      )}
      {roles.includes("admin") ? (
        <Link className="button button--outline button--small" to={routePath("voting")}>
          Versammlungen verwalten
        </Link>
      ) : null}
    </section>
  );
}
