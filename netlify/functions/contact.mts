/** The contact form's endpoint (src/modules/contact/server/routes.ts). */
import type { Config } from "@netlify/functions";
import { moduleFunction } from "../../src/composition/module-function.ts";
import { contactRoutes } from "#modules/contact/server/routes.ts";

export default moduleFunction(contactRoutes);

// Netlify reads config.path statically: keep it a literal list. module-functions.test.ts checks it
// against the route table.
export const config: Config = {
  path: ["/api/contact-email"],
  method: ["POST"],
};
