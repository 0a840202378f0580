/**
 * The local provider's RS256 key pair. Source, in order: LOCAL_AUTH_PRIVATE_KEY (PEM, e.g. on a
 * host with a read-only disk or several instances), DATA_DIR/auth-keys/ (generated once, so
 * sessions survive restarts), or memory for DATA_DIR=memory:// (tests).
 * The key is 2048-bit RSA with e=65537: @clerk/backend's networkless jwtKey path reads exactly that.
 *
 * Production (a Netlify function, APP_ENV=production) needs LOCAL_AUTH_PRIVATE_KEY when Clerk is
 * not used: its disk is read-only and every instance would otherwise mint with a key of its own.
 * Without it sign-in answers 503 auth_not_configured (reported), never a 500.
 */
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { inFolder } from "../../data-folder.ts";
import { authConfig } from "../auth-config.ts";
import { HttpError } from "../../http/errors.ts";
import { reportError } from "../../error-reporting/report-error.ts";
import { isProduction } from "../../runtime.ts";

export const authNotConfigured = () =>
  new HttpError(503, "auth_not_configured", "Die Anmeldung ist auf diesem Server noch nicht eingerichtet. Bitte wenden Sie sich an die Geschäftsstelle.");

export interface SigningKeys {
  privateKey: KeyObject;
  publicKeyPem: string;
  kid: string;
}

let cached: Promise<SigningKeys> | undefined;

export function getSigningKeys(): Promise<SigningKeys> {
  cached ??= loadSigningKeys().catch((error) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

function fromPrivatePem(pem: string): SigningKeys {
  const privateKey = createPrivateKey(pem);
  const publicKeyPem = createPublicKey(privateKey).export({ type: "spki", format: "pem" }).toString();
  const kid = `ins_local_${createHash("sha256").update(publicKeyPem).digest("hex").slice(0, 16)}`;
  return { privateKey, publicKeyPem, kid };
}

function generatePrivatePem(): string {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048, publicExponent: 0x10001 });
  return privateKey.export({ type: "pkcs8", format: "pem" }).toString();
}

async function loadSigningKeys(): Promise<SigningKeys> {
  const configured = authConfig().local.privateKeyPem;
  if (configured) return fromPrivatePem(configured);
  if (isProduction()) {
    reportError(new Error("LOCAL_AUTH_PRIVATE_KEY is not set: production without Clerk needs it (README, Deploy to Netlify)"), { kind: "auth_not_configured" });
    throw authNotConfigured();
  }
  const dataDir = process.env.DATA_DIR || ".data";
  if (dataDir === "memory://") return fromPrivatePem(generatePrivatePem());
  // inFolder, not path.resolve: keeps Netlify's file tracer from globbing the repository (ADR 295).
  const dir = inFolder(dataDir, "auth-keys");
  const file = inFolder(dir, "private-key.pem");
  await mkdir(dir, { recursive: true, mode: 0o700 });
  try {
    // "wx": when two processes start at once, the second one keeps the first one's key.
    await writeFile(file, generatePrivatePem(), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return fromPrivatePem(await readFile(file, "utf8"));
}
