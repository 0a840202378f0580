/**
 * Before the presidium's approval is entered (issue 22): may this application be approved with a
 * decision of that date? The same checks the decision runs (decision date, § 3 Abs. 5 of the
 * assembly module), answered as data so the dialog can say so before the form is filled.
 */
import { eq } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { now } from "#platform/clock.ts";
import { notFound } from "#platform/http/errors.ts";
import { admissionVerdict } from "#modules/assembly/index.ts";
import { decisionDateProblem } from "../domain/decision-date.ts";
import type { AdmissionCheck } from "../schema/review.ts";
import { membershipApplications as apps } from "./tables.ts";
import { berlinDate } from "#shared/dates.ts";

export async function approvalCheck(db: Db, id: string, decisionDate: string): Promise<AdmissionCheck> {
  const [row] = await db.select({ createdAt: apps.createdAt }).from(apps).where(eq(apps.id, id));
  if (!row) throw notFound("Der Mitgliedsantrag");
  const today = berlinDate(now());
  const dateProblem = decisionDateProblem(decisionDate, berlinDate(row.createdAt), today);
  if (dateProblem) return { allowed: false, field: "decisionDate", message: dateProblem, today };
  const verdict = await admissionVerdict(db, decisionDate, today);
  return verdict.ok ? { allowed: true, field: null, message: null, today } : { allowed: false, field: null, message: verdict.message, today };
}
