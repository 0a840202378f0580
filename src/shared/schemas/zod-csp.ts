/**
 * zod 4 probes `new Function("")` once to decide whether it may compile faster parsers. Our CSP has
 * no 'unsafe-eval', so in the browser that probe is a reported CSP violation (and costs the
 * Lighthouse best-practices score). Browser entry points import this module first to switch the
 * probe off; parsing results are the same.
 *
 * zod keeps its configuration on `globalThis.__zod_globalConfig` (zod/v4/core: `config()` assigns
 * into that object, created on first load with `??=`). Setting the flag there directly keeps zod
 * itself out of the internal app's initial bundle: only the lazily loaded screens parse with it.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
