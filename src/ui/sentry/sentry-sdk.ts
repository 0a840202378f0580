/**
 * The parts of the Sentry SDK this site uses. sentry-client.ts imports this module dynamically:
 * named static imports here let the bundler drop the rest of @sentry/browser (feedback widget etc.),
 * which a dynamic import of the package itself would keep.
 */
export { browserTracingIntegration, captureException, init, replayIntegration, setUser } from "@sentry/browser";
