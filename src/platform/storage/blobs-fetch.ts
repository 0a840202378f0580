/**
 * The fetch the Blobs client is given. @netlify/blobs retries a failed request five times, 5 s
 * apart: an unreachable Blobs held a request for about 25 s before it failed. Here a request gets
 * one quick second try after a refused connection or a 5xx/429, each try at most TRY_TIMEOUT_MS;
 * then it fails with an answer the client does not retry (status 424), so the caller learns
 * within seconds and the visitor gets a clear 503 (StorageUnavailableError).
 */
const TRY_TIMEOUT_MS = 4_000;
const RETRY_DELAY_MS = 200;
export const GIVE_UP_STATUS = 424;

function gaveUp(reason: string): Response {
  return new Response(JSON.stringify({ error: reason }), { status: GIVE_UP_STATUS, headers: { "content-type": "application/json" } });
}

const retryable = (status: number) => status === 429 || status >= 500;

export const boundedBlobsFetch: typeof fetch = async (input, init) => {
  for (let attempt = 1; ; attempt += 1) {
    const timeout = AbortSignal.timeout(TRY_TIMEOUT_MS);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    try {
      const response = await fetch(input, { ...init, signal });
      if (!retryable(response.status)) return response;
      if (attempt > 1) return gaveUp(`Blobs answered HTTP ${response.status}`);
    } catch (error) {
      if (timeout.aborted || attempt > 1) return gaveUp(`Blobs unreachable: ${(error as Error).message}`);
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
  }
};
