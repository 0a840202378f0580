/** The demo users of `npm run db:seed` (one per role), also used by e2e fixtures. */
import type { Role } from "../../shared/roles.ts";

export const DEMO_PASSWORD = "Demo-Passwort-2025!";

export const DEMO_USERS: readonly { email: string; role: Role; firstName: string; lastName: string }[] = [
  { email: "admin@vnsi-verband.de", role: "admin", firstName: "Ada", lastName: "Administrator" },
  { email: "geschaeftsfuehrung@vnsi-verband.de", role: "geschaeftsfuehrung", firstName: "Georg", lastName: "Geschäftsführer" },
  { email: "vorstand@vnsi-verband.de", role: "vorstand", firstName: "Vera", lastName: "Vorstand" },
  { email: "mitglied@vnsi-verband.de", role: "mitglied", firstName: "Max", lastName: "Mitglied" },
];
