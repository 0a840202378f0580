/**
 * POSTs JSON and returns the status and the parsed body without throwing: a network failure is
 * status 0, a body that is not JSON is undefined. Callers map these to German messages.
 */
export interface JsonReply {
  status: number;
  body: unknown;
}

export async function postJson(url: string, payload: unknown, signal?: AbortSignal): Promise<JsonReply> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(payload),
      signal: signal ?? null,
    });
  } catch {
    return { status: 0, body: undefined };
  }
  try {
    return { status: response.status, body: await response.json() };
  } catch {
    return { status: response.status, body: undefined };
  }
}
