/**
 * zod 4 probes `new Function("")` once to decide whether it may compile faster parsers. Our CSP has
 * no 'unsafe-eval', so in the browser that probe is a reported CSP violation (and costs the
 * Lighthouse best-practices score). Browser entry points import this module first to switch the
 * probe off; parsing results are the same.
 */
import { z } from "zod";

z.config({ jitless: true });
