/** Database, mail, webhooks, error reporting, identity provider and storage at a glance. */
import { StatusBadge, type BadgeTone } from "#ui/backoffice/StatusBadge.tsx";
import type { CheckState, ServiceStatus } from "../schema.ts";

const TONE: Record<CheckState, BadgeTone> = { ok: "success", warning: "warning", error: "danger", off: "neutral" };
const LABEL: Record<CheckState, string> = { ok: "In Ordnung", warning: "Hinweis", error: "Störung", off: "Nicht eingerichtet" };

export function ServiceCards({ services }: { services: ServiceStatus[] }) {
  return (
    <div className="system-cards">
      {services.map((service) => (
        <article key={service.id} className="system-card" aria-labelledby={`service-${service.id}`}>
          <header className="system-card__header">
            <h3 id={`service-${service.id}`} className="system-card__title">
              {service.title}
            </h3>
            <StatusBadge tone={TONE[service.state]}>{LABEL[service.state]}</StatusBadge>
          </header>
          <p className="system-card__summary">{service.summary}</p>
          <dl className="system-facts">
            {service.items.map((item) => (
              <div key={item.label} className="system-facts__row">
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        </article>
      ))}
    </div>
  );
}
