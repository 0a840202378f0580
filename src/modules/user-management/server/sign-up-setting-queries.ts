/** Whether strangers may sign up themselves (an administrator decides; ADR 009). */
import type { Db } from "#platform/db/client.ts";
import { authConfig } from "#platform/auth/auth-config.ts";
import { SIGN_UP_SETTING } from "#platform/auth/sign-up-setting.ts";
import { readSetting } from "#platform/settings/settings.ts";
import type { SignUpSetting } from "../schema.ts";

export async function getSignUpSetting(db: Db): Promise<SignUpSetting> {
  const stored = await readSetting(db, SIGN_UP_SETTING, authConfig().local.signUpOpen);
  return { open: stored.value === true, updatedAt: stored.updatedAt, updatedBy: stored.updatedBy };
}
