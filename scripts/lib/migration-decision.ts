/** Why the deploy build must not migrate (a sentence for the build log), or undefined when it may. */
export function migrationDecision(env: NodeJS.ProcessEnv, databaseConfigured: boolean): string | undefined {
  if (!databaseConfigured) return "no DATABASE_URL, nothing to migrate";
  if (env.NETLIFY !== "true") return undefined;
  const context = env.CONTEXT ?? "";
  const allowed = [
    "production",
    ...(env.MIGRATE_CONTEXTS ?? "")
      .split(",")
      .map((c) => c.trim())
      .filter(Boolean),
  ];
  if (allowed.includes(context)) return undefined;
  return `deploy context "${context || "unknown"}" does not migrate (only ${allowed.join(", ")}): the database keeps its schema`;
}
