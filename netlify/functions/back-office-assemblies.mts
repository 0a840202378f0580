/**
 * GET /api/back-office/assemblies: scheduled general assemblies (board); POST {title,
 * invitationSentAt, heldAt}: record one (admin). They feed the admission rule until the voting
 * module owns assemblies.
 */
import type { Config } from "@netlify/functions";
import { handler, json } from "../../src/server/http.ts";
import { getDb } from "../../src/server/db/client.ts";
import { requireRole } from "../../src/server/auth/require-user.ts";
import { assemblySchema } from "../../src/shared/schemas/assembly.ts";
import { createAssembly, listAssemblies } from "../../src/server/members/assemblies.ts";
import { BOARD_ROLES, parseBody } from "../../src/server/members/request.ts";

export default handler(["GET", "POST"], async (req) => {
  if (req.method === "GET") {
    await requireRole(req, BOARD_ROLES);
    return json({ items: await listAssemblies(await getDb()) });
  }
  const user = await requireRole(req, ["admin"]);
  return json(await createAssembly(await getDb(), await parseBody(req, assemblySchema), user), 201);
});

export const config: Config = { path: "/api/back-office/assemblies", method: ["GET", "POST"] };
