/** A failed list or detail load: the German message and a way to try again. */
import { ApiError, SERVER_ERROR_MESSAGE } from "./api-client.ts";
import "./ui.css";

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.details.length ? `${error.message}: ${error.details.join(", ")}` : error.message;
  return SERVER_ERROR_MESSAGE;
}

export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="notice notice--error" role="alert">
      <p className="notice__title">Die Daten konnten nicht geladen werden.</p>
      <p>{errorMessage(error)}</p>
      <button type="button" className="button" onClick={onRetry}>
        Erneut versuchen
      </button>
    </div>
  );
}
