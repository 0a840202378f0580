/**
 * Runs code as if inside a Netlify function: the function bootstrap defines globalThis.Netlify
 * (with the request's context) before it imports a function; nothing else does (ADR 200).
 */
export async function asNetlifyFunction<T>(run: () => T | Promise<T>, deployContext = "production"): Promise<T> {
  const holder = globalThis as { Netlify?: unknown };
  const previous = holder.Netlify;
  holder.Netlify = { context: { deploy: { context: deployContext, id: "deploy-test", published: true } }, env: {} };
  try {
    return await run();
  } finally {
    if (previous === undefined) delete holder.Netlify;
    else holder.Netlify = previous;
  }
}
