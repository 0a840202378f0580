/** The live threshold of an extraordinary-assembly request: a meter and the German sentence. */
import type { ThresholdProgress } from "../domain/extraordinary-request.ts";

export function RequestProgress({ progress }: { progress: ThresholdProgress }) {
  return (
    <div className="threshold">
      <meter
        className="threshold__meter"
        min={0}
        max={progress.needed}
        value={Math.min(progress.count, progress.needed)}
        aria-label={`${progress.count} von ${progress.needed} nötigen Mitgliedern`}
      />
      <p className="threshold__label" aria-live="polite">
        {progress.label}
      </p>
    </div>
  );
}
