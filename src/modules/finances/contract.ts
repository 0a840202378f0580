/**
 * The finance endpoints declared the typed way (ADR 260). The module's older endpoints are still
 * bound in server/routes.ts by path; new ones are declared here and called through
 * `clientOf(financesContract)` (ui/finances-contract-api.ts).
 */
import { defineContract, endpoint } from "#shared/contract/endpoint.ts";
import { idParams } from "#shared/contract/params.ts";
import { assignmentCandidatesSchema, candidateQuerySchema, lineAssignmentResultSchema, lineAssignmentSchema } from "./schema.ts";

const LINE = "Die Buchung";

export const financesContract = defineContract("finances", {
  /** Ranked suggestions and a search of open invoices for a credit in the bank review. */
  listAssignmentCandidates: endpoint({
    method: "GET",
    path: "/api/back-office/finances/statement-lines/:id/candidates",
    access: "finances",
    params: idParams,
    query: candidateQuerySchema,
    notFound: LINE,
    response: assignmentCandidatesSchema,
  }),
  /** Books a credit by hand: split over invoices, the rest as overpayment; audited. */
  assignStatementLine: endpoint({
    method: "POST",
    path: "/api/back-office/finances/statement-lines/:id/assignment",
    access: "finances",
    params: idParams,
    notFound: LINE,
    body: lineAssignmentSchema,
    response: lineAssignmentResultSchema,
  }),
});
