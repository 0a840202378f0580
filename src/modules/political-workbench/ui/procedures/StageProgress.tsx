/** Where a procedure stands: the level's stages as steps, the current one marked (text for screen readers). */
import { stageLabel, stageProgress, stagesFor, type Level, type Stage } from "../../domain/stages.ts";

export function StageProgress({ stage, level, compact = false }: { stage: Stage; level: Level; compact?: boolean }) {
  const stages = stagesFor(level);
  const { step, of } = stageProgress(stage, level);
  const current = stages.indexOf(stage);
  return (
    <div className={compact ? "pw-steps pw-steps--compact" : "pw-steps"}>
      <p className="visually-hidden">
        Stand: {stageLabel(stage, level)}, Schritt {step} von {of}
      </p>
      <ol aria-hidden="true">
        {stages.map((s, i) => (
          <li key={s} className={i < current ? "is-done" : i === current ? "is-current" : undefined} title={stageLabel(s, level)}>
            {compact ? null : <span>{stageLabel(s, level)}</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}
