/** The administrator's switch for self sign-up (issue 10); every change is audited. */
import type { Db } from "#platform/db/client.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import { authConfig } from "#platform/auth/auth-config.ts";
import { SIGN_UP_SETTING } from "#platform/auth/sign-up-setting.ts";
import { readSetting, writeSetting } from "#platform/settings/settings.ts";
import type { SignUpSetting, SignUpSettingInput } from "../schema.ts";
import { getSignUpSetting } from "./sign-up-setting-queries.ts";

export async function setSignUpSetting(db: Db, actor: AuthUser, input: SignUpSettingInput): Promise<SignUpSetting> {
  await db.transaction(async (tx) => {
    const before = await readSetting(tx, SIGN_UP_SETTING, authConfig().local.signUpOpen);
    await writeSetting(tx, SIGN_UP_SETTING, input.open, actor.id, before.value);
  });
  return getSignUpSetting(db);
}
