/** The watch level of a thread or category: beobachten, normal, stummschalten. */
import { useId } from "react";
import { WATCH_LEVELS, WATCH_LEVEL_LABELS, type WatchLevel } from "../schema.ts";
import { useWatch } from "./discussions-api.ts";

const HINTS: Record<WatchLevel, string> = {
  watching: "Benachrichtigung bei jeder neuen Antwort bzw. jedem neuen Thema",
  normal: "Benachrichtigung nur bei Erwähnung",
  muted: "Keine Benachrichtigungen, nicht in den ungelesenen Zahlen",
};

export function WatchSelect({ target, level, label }: { target: { threadId?: string; categoryId?: string }; level: WatchLevel; label: string }) {
  const id = useId();
  const watch = useWatch(target);
  return (
    <div className="watch-select">
      <label htmlFor={id} className="watch-select__label">
        {label} beobachten
      </label>
      <select
        id={id}
        className="field__control watch-select__control"
        value={level}
        disabled={watch.isPending}
        onChange={(e) => watch.mutate(e.target.value as WatchLevel)}
        title={HINTS[level]}
      >
        {WATCH_LEVELS.map((l) => (
          <option key={l} value={l}>
            {WATCH_LEVEL_LABELS[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
