/** The history of an edited post: the current text and every earlier version, newest first. */
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import type { Post } from "../schema.ts";
import { useRevisions } from "./discussions-api.ts";
import { exactTime } from "./format.ts";
import { PostMarkdown as Markdown } from "./PostMarkdown.tsx";

export function RevisionsDialog({ post, people, onClose }: { post: Post; people: Record<string, string>; onClose: () => void }) {
  const revisions = useRevisions(post.id);
  return (
    <Dialog open title={`Versionen von Beitrag ${post.postNumber}`} description="Bearbeitete Beiträge behalten ihre früheren Fassungen." onClose={onClose} wide>
      {revisions.isPending ? (
        <Spinner />
      ) : revisions.isError ? (
        <QueryError error={revisions.error} onRetry={() => void revisions.refetch()} />
      ) : (
        <ol className="revisions">
          <li className="revision">
            <p className="revision__meta">Aktuelle Fassung{revisions.data.current.editedAt ? ` · ${exactTime(revisions.data.current.editedAt)}` : ""}</p>
            <Markdown source={revisions.data.current.body} people={people} />
          </li>
          {revisions.data.items.map((r) => (
            <li key={r.revision} className="revision">
              <p className="revision__meta">
                Fassung vor Bearbeitung {r.revision} · ersetzt {exactTime(r.editedAt)} von {r.editedBy?.name ?? "Ehemaliges Mitglied"}
                {r.title ? ` · früherer Titel: „${r.title}“` : ""}
              </p>
              <Markdown source={r.body} people={people} />
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
