/**
 * Whether strangers may create an account themselves. Off by default (SPEC: "Registrierung ist
 * derzeit deaktiviert"); an administrator may open it in the user management. Even then a
 * self-registered account waits for approval and passes no member check until an administrator
 * grants a role or links it to a member company (issue 10). LOCAL_AUTH_SIGN_UP=open makes "open"
 * the default for installations that want it before anyone decided.
 */
import type { Db } from "../db/client.ts";
import { authConfig } from "./auth-config.ts";
import { readSetting } from "../settings/settings.ts";

export const SIGN_UP_SETTING = "auth.sign_up_open";

export async function signUpOpen(db: Pick<Db, "select">): Promise<boolean> {
  return (await readSetting(db, SIGN_UP_SETTING, authConfig().local.signUpOpen)).value === true;
}
