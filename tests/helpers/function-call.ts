/**
 * Calls a Netlify function handler directly, as the platform would: a real Request and a context
 * with the client ip and waitUntil. settle() awaits the work the handler left running after its
 * response (the immediate outbox try).
 */
import type { Context } from "@netlify/functions";

type Handler = (req: Request, context: Context) => Promise<Response>;

export interface FunctionCall {
  response: Response;
  body: Record<string, unknown>;
  settle(): Promise<void>;
}

export interface CallOptions {
  method?: string;
  /** Sent as JSON unless it is already a string. */
  body?: unknown;
  headers?: Record<string, string>;
  ip?: string;
}

export function fakeContext(ip = "203.0.113.10"): Context & { pending: Promise<unknown>[] } {
  const pending: Promise<unknown>[] = [];
  return { ip, params: {}, requestId: crypto.randomUUID(), pending, waitUntil: (p: Promise<unknown>) => void pending.push(p) } as unknown as Context & {
    pending: Promise<unknown>[];
  };
}

export async function callFunction(fn: Handler, path: string, options: CallOptions = {}): Promise<FunctionCall> {
  const method = options.method ?? "POST";
  const body = options.body === undefined ? undefined : typeof options.body === "string" ? options.body : JSON.stringify(options.body);
  const request = new Request(`http://localhost${path}`, {
    method,
    headers: { ...(body !== undefined ? { "content-type": "application/json" } : {}), ...options.headers },
    body,
  });
  const context = fakeContext(options.ip);
  const response = await fn(request, context);
  const text = await response.text();
  return {
    response,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    settle: async () => void (await Promise.all(context.pending)),
  };
}
