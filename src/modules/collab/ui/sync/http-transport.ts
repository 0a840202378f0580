/**
 * The SyncTransport over the app's API client: POST the poll as JSON and read 200 (parsed with the
 * shared schema), 304, or a refusal with its German message. A network error rethrows, which the
 * provider treats as "offline" and retries with backoff.
 */
import { syncResponseSchema, type SyncRequestBody } from "../../schema/sync.ts";
import type { SyncTransport, TransportAnswer } from "./http-sync-provider.ts";

/**
 * Posts JSON and returns the parsed answer; throws an error carrying status, code and message
 * otherwise. `keepalive` lets the request outlive the page (the goodbye sent on pagehide).
 */
export type JsonPost = (path: string, body: unknown, options?: { keepalive?: boolean }) => Promise<unknown>;

interface PostError {
  status: number;
  code: string;
  message: string;
}

const isPostError = (error: unknown): error is PostError => typeof (error as PostError)?.status === "number";

export function httpTransport(url: string, post: JsonPost): SyncTransport {
  return {
    async sync(body: SyncRequestBody): Promise<TransportAnswer> {
      let answer: unknown;
      try {
        answer = await post(url, body);
      } catch (error) {
        if (!isPostError(error) || error.status === 0) throw error;
        if (error.status === 304) return { status: 304 };
        return { status: error.status, error: { code: error.code, message: error.message } };
      }
      if (answer === undefined || answer === null) return { status: 304 };
      const parsed = syncResponseSchema.safeParse(answer);
      // An answer that does not parse is treated like a failed request: retried, never applied.
      return parsed.success ? { status: 200, body: parsed.data } : { status: 502, error: null };
    },
    leave(body) {
      void post(url, body, { keepalive: true }).catch(() => {});
    },
  };
}
