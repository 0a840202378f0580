/**
 * A typed answer with its own status or headers, for handlers bound to a contract endpoint
 * (ADR 260): `reply(summary, { headers: { etag } })` still has to match the declared answer, where a
 * hand-made Response would escape the check. `notModified(headers)` answers 304 to a conditional GET.
 */
export class Reply<T> {
  readonly body: T;
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  constructor(body: T, status: number, headers: Readonly<Record<string, string>>) {
    this.body = body;
    this.status = status;
    this.headers = headers;
  }
}

export function reply<T>(body: T, options: { status?: 200 | 201 | 202; headers?: Record<string, string> } = {}): Reply<T> {
  return new Reply(body, options.status ?? 200, options.headers ?? {});
}

/** 304 Not Modified: the caller's copy (If-None-Match) is current. */
export function notModified(headers: Record<string, string> = {}): Reply<never> {
  return new Reply(undefined as never, 304, headers);
}
