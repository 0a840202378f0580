/** After publishing: polls the publication until the page is live (or the build failed) and says so. */
import { usePublication } from "./content-api.ts";
import { PublicationBadge } from "./PublicationBadge.tsx";

export function PublishStatus({ id }: { id: string }) {
  const publication = usePublication(id);
  const data = publication.data;
  if (!data) return <p role="status">Veröffentlichung wird geprüft …</p>;
  return (
    <div className={`content-status content-status--${data.status}`} role="status" aria-live="polite">
      <p className="content-status__title">
        <PublicationBadge status={data.status} />{" "}
        {data.status === "building"
          ? data.action === "publish"
            ? "Die Website wird neu gebaut. Das dauert meist unter einer Minute."
            : "Die Seite wird von der Website entfernt …"
          : null}
        {data.status === "live" ? (data.action === "publish" ? "Die Seite ist online." : "Die Seite ist von der Website entfernt.") : null}
        {data.status === "failed" ? "Die Änderung ist nicht online gegangen." : null}
      </p>
      {data.statusMessage ? <p>{data.statusMessage}</p> : null}
      {data.status === "live" && data.action === "publish" ? (
        <p>
          <a href={data.pagePath} target="_blank" rel="noopener">
            {data.pagePath} ansehen<span className="visually-hidden"> (öffnet in neuem Tab)</span>
          </a>
        </p>
      ) : null}
    </div>
  );
}
