/** vitest globalSetup of the "postgres" project: drops this run's database afterwards. */
import { dropRunDatabase } from "./postgres-database.ts";

export default function setup() {
  return async () => {
    const base = process.env.TEST_DATABASE_URL;
    const run = process.env.VNSI_RUN_DATABASE_URL;
    if (base && run) await dropRunDatabase(base, run);
  };
}
