/**
 * Reads a request body into one buffer of exactly `expected` bytes, never more: a body that runs
 * longer is cancelled at the first byte too many, so a client cannot make a function buffer more
 * than one chunk. Returns null when the length is wrong.
 */
export async function readBodyExactly(body: Uint8Array | ReadableStream<Uint8Array>, expected: number): Promise<Uint8Array | null> {
  if (body instanceof Uint8Array) return body.length === expected ? body : null;
  const buffer = new Uint8Array(expected);
  const reader = body.getReader();
  let filled = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (filled + value.length > expected) {
        await reader.cancel();
        return null;
      }
      buffer.set(value, filled);
      filled += value.length;
    }
  } finally {
    reader.releaseLock();
  }
  return filled === expected ? buffer : null;
}
