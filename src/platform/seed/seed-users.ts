/**
 * The demo accounts (password DEMO_PASSWORD, documented in the README): one per role plus further
 * members, so lists, mentions and assignments look like a real association.
 */
import type { Db } from "../db/client.ts";
import { DEMO_PASSWORD, DEMO_USERS } from "../auth/demo-users.ts";
import { provisionUser } from "../auth/local/provision-user.ts";
import type { SeedUser } from "./seed-context.ts";
import type { Role } from "#shared/roles.ts";

/**
 * Further accounts: the president and the vice president (public site: the Vorstand), the
 * representatives of five member companies, and a member of the office staff (no member company).
 */
export const EXTRA_DEMO_MEMBERS: readonly { email: string; firstName: string; lastName: string; role?: Role }[] = [
  { email: "j.krueger@hafenbahn-rostock.de", firstName: "Jana", lastName: "Krüger" },
  { email: "t.wolf@erzgebirgsbahn-infra.de", firstName: "Thomas", lastName: "Wolf" },
  { email: "s.yilmaz@rheinhafen-infrastruktur.de", firstName: "Selin", lastName: "Yılmaz" },
  { email: "m.becker@industriegleis-sued.de", firstName: "Markus", lastName: "Becker" },
  { email: "a.hoffmann@nordharz-netz.de", firstName: "Anke", lastName: "Hoffmann" },
  { email: "p.schneider@vnsi-verband.de", firstName: "Paul", lastName: "Schneider" },
  // Last, so the seeders that pick "the n-th further person" keep their people.
  { email: "matthias.kuehnel@vnsi-verband.de", firstName: "Dr. Matthias", lastName: "Kühnel", role: "vorstand" },
  { email: "katrin.albers@vnsi-verband.de", firstName: "Katrin", lastName: "Albers", role: "vorstand" },
];

export async function ensureDemoUsers(
  _db: Db,
  log: (line: string) => void = () => {},
): Promise<{ admin: SeedUser; management: SeedUser; board: SeedUser; member: SeedUser; all: SeedUser[] }> {
  const all: SeedUser[] = [];
  for (const user of DEMO_USERS) {
    const result = await provisionUser({ ...user, password: DEMO_PASSWORD, roles: [user.role] });
    log(`${result.created ? "angelegt  " : "vorhanden "} ${user.role.padEnd(18)} ${result.email}`);
    all.push({ id: result.id, email: result.email, firstName: user.firstName, lastName: user.lastName, roles: [user.role] });
  }
  for (const { role = "mitglied", ...user } of EXTRA_DEMO_MEMBERS) {
    const result = await provisionUser({ ...user, password: DEMO_PASSWORD, roles: [role] });
    log(`${result.created ? "angelegt  " : "vorhanden "} ${role.padEnd(18)} ${result.email}`);
    all.push({ id: result.id, email: result.email, firstName: user.firstName, lastName: user.lastName, roles: [role] });
  }
  const byRole = (role: string) => all.find((u) => u.roles.includes(role as never))!;
  return { admin: byRole("admin"), management: byRole("geschaeftsfuehrung"), board: byRole("vorstand"), member: byRole("mitglied"), all };
}
