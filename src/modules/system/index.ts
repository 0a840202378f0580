/**
 * System administration (issue 18) offers nothing to other modules: it only reads the platform
 * (database, migrations, outbox, job state). Its route table is a factory that
 * netlify/functions/system.mts gives the jobs of the composition root (src/composition/jobs.ts).
 */
export { systemRoutes } from "./server/routes.ts";
