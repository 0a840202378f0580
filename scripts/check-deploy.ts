/**
 * npm run check:deploy -- https://<site>: a read-only smoke check an operator runs against a deploy
 * (scripts/check-deploy/checks.ts says what it looks at). Exits 1 when a check fails.
 */
import { checkDeploy } from "./check-deploy/checks.ts";

const site = process.argv[2];
if (!site || !/^https?:\/\//.test(site)) {
  console.error("usage: npm run check:deploy -- https://<site>");
  process.exit(2);
}
const results = await checkDeploy(site);
for (const r of results) console.log(`${r.ok ? "ok  " : "FAIL"}  ${r.name}: ${r.detail}`);
const failed = results.filter((r) => !r.ok).length;
console.log(`\ncheck:deploy ${site}: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
