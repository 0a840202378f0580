/**
 * POSTs one JSON document to a webhook receiver. Any non-2xx answer, network error or timeout
 * throws, so the outbox retries. The delivery id travels as a header so receivers can drop
 * duplicates of a retried delivery.
 */
import { webhookTimeoutMs } from "./webhook-config.ts";

export interface WebhookOptions {
  deliveryId: string;
  timeoutMs?: number;
}

export async function postWebhook(url: string, body: unknown, { deliveryId, timeoutMs = webhookTimeoutMs() }: WebhookOptions): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": "VNSI-Webhook/1", "x-vnsi-delivery-id": deliveryId, "idempotency-key": deliveryId },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "TimeoutError") throw new Error(`Webhook timed out after ${timeoutMs} ms`);
    throw new Error(
      `Webhook request failed: ${(error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message}`,
    );
  }
  // Drain the body so the connection can be reused; its content is not used (SPEC section 7).
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new Error(`Webhook answered HTTP ${response.status}`);
}
