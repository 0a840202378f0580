/**
 * Every module's demo-data seeder (a module exports `seeder` from its index.ts and is added
 * here). `npm run db:seed` and the first `npm start` on an empty embedded database run them.
 */
import type { Seeder } from "#platform/seed/seed-context.ts";
import { assemblySeeder } from "#modules/assembly/index.ts";
import { collabSeeder } from "#modules/collab/index.ts";
import { crmSeeder } from "#modules/crm/index.ts";
import { documentsSeeder } from "#modules/documents/index.ts";
import { financesSeeder } from "#modules/finances/index.ts";
import { membersSeeder } from "#modules/members/index.ts";
import { membershipApplicationsSeeder } from "#modules/membership-applications/index.ts";
import { politicalSeeder } from "#modules/political-workbench/index.ts";
import { discussionsSeeder } from "#modules/discussions/index.ts";
import { auditSeeder } from "#modules/audit/index.ts";
import { securitySeeder } from "#modules/security/index.ts";
import { tasksSeeder } from "#modules/tasks/index.ts";

// The association first (member companies, CRM, applications), then what the modules build on it;
// the audit and security demo data last (sign-ins, changes and incidents of the demo people).
export const ALL_SEEDERS: readonly Seeder[] = [
  membersSeeder,
  crmSeeder,
  membershipApplicationsSeeder,
  documentsSeeder,
  politicalSeeder,
  financesSeeder,
  assemblySeeder,
  collabSeeder,
  discussionsSeeder,
  tasksSeeder,
  auditSeeder,
  securitySeeder,
];
