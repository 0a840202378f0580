/**
 * What the system screen says about the configured services, from the environment alone. Never a
 * secret: keys are reported as "hinterlegt" or not; URLs that may carry a token in their path
 * (webhooks, the Sentry DSN) are cut down to their origin.
 */
import { authConfig } from "#platform/auth/auth-config.ts";
import { signInLimits } from "#platform/auth/local/sign-in-limits.ts";
import { signInLimitRules } from "#shared/sign-in-limits.ts";
import { defaultFrom, isMailRequired, mailTransportKind, officeEmail } from "#platform/mail/mail-config.ts";
import { reportingEnvironment } from "#platform/runtime.ts";
import { storageConfig } from "#platform/storage/storage-config.ts";
import { membershipWebhookUrls, webhookTimeoutMs } from "#platform/webhooks/webhook-config.ts";
import type { ServiceStatus } from "../schema.ts";

const yesNo = (value: unknown) => (value ? "hinterlegt" : "nicht hinterlegt");

/** "https://hooks.example.org/abc/secret" -> "https://hooks.example.org/…". */
export function originOnly(url: string | undefined): string {
  if (!url) return "–";
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname.length > 1 || parsed.search ? "/…" : ""}`;
  } catch {
    return "(ungültige Adresse)";
  }
}

export function mailStatus(env: NodeJS.ProcessEnv = process.env): ServiceStatus {
  const kind = mailTransportKind(env);
  const summary = {
    resend: "Versand über Resend",
    file: "Entwicklung: E-Mails werden als Dateien abgelegt",
    unconfigured: "Kein Versanddienst konfiguriert: E-Mails bleiben in der Warteschlange",
  }[kind];
  return {
    id: "mail",
    title: "E-Mail-Versand",
    state: kind === "unconfigured" ? "error" : kind === "file" && isMailRequired(env) ? "warning" : "ok",
    summary,
    items: [
      { label: "Dienst", value: kind === "resend" ? "Resend" : kind === "file" ? "Dateiablage (lokal)" : "keiner" },
      { label: "API-Schlüssel", value: yesNo(env.RESEND_API_KEY) },
      ...(env.RESEND_BASE_URL ? [{ label: "API-Adresse", value: originOnly(env.RESEND_BASE_URL) }] : []),
      { label: "Absender", value: defaultFrom(env) },
      { label: "Geschäftsstelle", value: officeEmail(env) },
    ],
  };
}

export function webhookStatus(env: NodeJS.ProcessEnv = process.env): ServiceStatus {
  const urls = membershipWebhookUrls(env);
  return {
    id: "webhooks",
    title: "Webhooks",
    state: urls.length ? "ok" : "off",
    summary: urls.length ? `${urls.length} Empfänger für neue Mitgliedsanträge` : "Keine Webhook-Empfänger konfiguriert",
    items: [
      ...urls.map((url, i) => ({ label: `Empfänger ${i + 1}`, value: originOnly(url) })),
      { label: "Zeitlimit", value: `${webhookTimeoutMs(env) / 1000} s` },
    ],
  };
}

export function errorReportingStatus(env: NodeJS.ProcessEnv = process.env): ServiceStatus {
  const server = env.SENTRY_DSN;
  const browser = env.PUBLIC_SENTRY_DSN || env.SENTRY_DSN;
  return {
    id: "errors",
    title: "Fehlerüberwachung",
    state: server || browser ? "ok" : "off",
    summary:
      server || browser
        ? "Sentry ist eingerichtet (Daten werden vor dem Versand bereinigt)"
        : "Sentry ist nicht eingerichtet: Fehler erscheinen nur im Server-Protokoll",
    items: [
      { label: "Server (DSN)", value: server ? `hinterlegt, ${hostOfDsn(server)}` : "nicht hinterlegt" },
      { label: "Browser (DSN)", value: browser ? `hinterlegt, ${hostOfDsn(browser)}` : "nicht hinterlegt" },
      { label: "Umgebung", value: reportingEnvironment(env) },
      { label: "Leistungsdaten", value: "10 % der Seitenaufrufe" },
      { label: "Sitzungsaufzeichnung", value: "1 % der Sitzungen, 10 % bei Fehlern" },
    ],
  };
}

function hostOfDsn(dsn: string): string {
  try {
    return new URL(dsn).host;
  } catch {
    return "ungültig";
  }
}

export function identityStatus(env: NodeJS.ProcessEnv = process.env): ServiceStatus {
  const config = authConfig(env);
  if (config.provider === "clerk") {
    return {
      id: "identity",
      title: "Anmeldung",
      state: config.clerk.jwtKey || config.clerk.secretKey ? "ok" : "error",
      summary: "Clerk verwaltet Konten und Sitzungen",
      items: [
        { label: "Anbieter", value: "Clerk" },
        { label: "Publishable Key", value: config.clerk.publishableKey ?? "nicht hinterlegt" },
        { label: "Secret Key", value: yesNo(config.clerk.secretKey) },
        { label: "JWT-Schlüssel (ohne Netzwerk prüfen)", value: yesNo(config.clerk.jwtKey) },
        { label: "Zugelassene Ursprünge", value: config.clerk.authorizedParties.join(", ") || "die Adresse der Anfrage" },
      ],
    };
  }
  return {
    id: "identity",
    title: "Anmeldung",
    state: config.local.privateKeyPem ? "ok" : "warning",
    summary: config.local.privateKeyPem
      ? "Eigener Anmeldedienst mit festem Signaturschlüssel"
      : "Eigener Anmeldedienst; der Signaturschlüssel wird beim Start erzeugt (nur für Entwicklung)",
    items: [
      { label: "Anbieter", value: "Lokaler Anmeldedienst" },
      { label: "Selbstregistrierung", value: config.local.signUpOpen ? "offen" : "nur mit Einladung" },
      // The brakes in the rate-limit monitor's words (one source, src/shared/sign-in-limits.ts).
      ...signInLimitRules(signInLimits(config.local)).map((rule) => ({ label: rule.label, value: rule.note })),
      { label: "Signaturschlüssel", value: yesNo(config.local.privateKeyPem) },
      { label: "Geheimnis für Zähler", value: yesNo(env.LOCAL_AUTH_SECRET) },
    ],
  };
}

export function storageStatus(env: NodeJS.ProcessEnv = process.env): ServiceStatus {
  try {
    const config = storageConfig(env);
    const label = { blobs: "Netlify Blobs", memory: "Arbeitsspeicher (nur Tests)", folder: "Ordner auf dem Server" }[config.driver];
    return {
      id: "storage",
      title: "Dateiablage",
      state: config.driver === "memory" ? "warning" : "ok",
      summary: label,
      items: [{ label: "Speicher", value: label }, ...(config.driver === "folder" ? [{ label: "Ordner", value: config.root }] : [])],
    };
  } catch (error) {
    return {
      id: "storage",
      title: "Dateiablage",
      state: "error",
      summary: "Konfiguration ungültig",
      items: [{ label: "Fehler", value: (error as Error).message }],
    };
  }
}
