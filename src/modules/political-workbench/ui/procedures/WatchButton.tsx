/** Following a procedure: its new stages and date reminders reach the follower (any member). */
import { politicalApi } from "../political-api.ts";
import { useChange } from "../political-mutations.ts";

export function WatchButton({ procedureId, watching }: { procedureId: string; watching: boolean }) {
  const change = useChange<boolean, { watching: boolean }>({
    run: (next) => politicalApi.setWatching.call({ params: { id: procedureId }, body: { watching: next } }),
    success: (result) => (result.watching ? "Sie verfolgen das Verfahren" : "Sie verfolgen das Verfahren nicht mehr"),
    failure: "Nicht gespeichert",
  });
  return (
    <button type="button" className="button" aria-pressed={watching} disabled={change.isPending} onClick={() => change.mutate(!watching)}>
      {watching ? "✓ Verfolgt" : "Verfolgen"}
    </button>
  );
}
