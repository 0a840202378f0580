/**
 * Analytics (issue 18) offers nothing to other modules: its report reads the register, the
 * applications, the activity log and the audit trail (src/modules/analytics/server/report.ts).
 */
export {};
