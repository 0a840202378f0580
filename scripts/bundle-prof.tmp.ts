import { bundleFunctions } from "./bundles/netlify-bundle.ts";
const t = Date.now();
const r = await bundleFunctions("/tmp/bundle-prof-out");
console.log(r.length, "bundles in", (Date.now() - t) / 1000, "s");
