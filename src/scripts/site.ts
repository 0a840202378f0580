/**
 * The only script of the public content pages, bundled by Astro into one external file (the CSP
 * forbids inline scripts). Isolate mode runs first so a redirect happens before anything else.
 */
import { applyIsolateMode } from "./isolate.ts";
import { initMenuToggle } from "./menu-toggle.ts";
import "./register-sw.ts";

applyIsolateMode();
initMenuToggle();
