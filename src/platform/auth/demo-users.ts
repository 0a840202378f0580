/** The demo users of `npm run db:seed` (one per role), also used by e2e fixtures. */
import type { Role } from "#shared/roles.ts";

export const DEMO_PASSWORD = "Demo-Passwort-2025!";

/**
 * The people of the public site (content/vorstand, content/ansprechpartner) where the site names
 * them: the managing director Dr. Sabine Roloff, the treasurer Jens Wohlfahrt (the board's demo
 * account); the administrator and the member company's representative are staff and a member
 * company's people the site does not list. The president and the vice president sign in with their
 * own addresses (seed-users.ts).
 */
export const DEMO_USERS: readonly { email: string; role: Role; firstName: string; lastName: string }[] = [
  { email: "admin@vnsi-verband.de", role: "admin", firstName: "Lena", lastName: "Hartmann" },
  { email: "geschaeftsfuehrung@vnsi-verband.de", role: "geschaeftsfuehrung", firstName: "Dr. Sabine", lastName: "Roloff" },
  { email: "vorstand@vnsi-verband.de", role: "vorstand", firstName: "Jens", lastName: "Wohlfahrt" },
  { email: "mitglied@vnsi-verband.de", role: "mitglied", firstName: "Felix", lastName: "Hartung" },
];
