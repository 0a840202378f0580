/**
 * The workbench's place lives in the address: the area (?bereich=) and an open record
 * (?verfahren=, ?position=, ?kampagne=), so notification links open it and "Zurück" works.
 */
import { useSearchParams } from "react-router";

export const AREAS = [
  { id: "verfahren", label: "Verfahren", editorsOnly: false },
  { id: "positionen", label: "Positionen", editorsOnly: false },
  { id: "stakeholder", label: "Stakeholder", editorsOnly: true },
  { id: "kampagnen", label: "Kampagnen", editorsOnly: false },
  { id: "analysen", label: "Kampagnen-Analyse", editorsOnly: false },
  { id: "lobbyregister", label: "Lobbyregister", editorsOnly: true },
] as const;
export type AreaId = (typeof AREAS)[number]["id"];

const RECORD_AREA = { verfahren: "verfahren", position: "positionen", kampagne: "kampagnen" } as const;
export type RecordParam = keyof typeof RECORD_AREA;

export function useWorkbenchParams() {
  const [params, setParams] = useSearchParams();
  const record = (Object.keys(RECORD_AREA) as RecordParam[]).find((key) => params.get(key));
  const requested = params.get("bereich") as AreaId | null;
  const area: AreaId = AREAS.some((a) => a.id === requested) ? requested! : record ? RECORD_AREA[record] : "verfahren";

  const go = (changes: Partial<Record<"bereich" | RecordParam, string | null>>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  return {
    area,
    procedureId: params.get("verfahren"),
    positionId: params.get("position"),
    campaignId: params.get("kampagne"),
    showArea: (id: AreaId) => go({ bereich: id, verfahren: null, position: null, kampagne: null }),
    open: (param: RecordParam, id: string) => go({ bereich: RECORD_AREA[param], verfahren: null, position: null, kampagne: null, [param]: id }),
    close: (param: RecordParam) => go({ [param]: null }),
  };
}
