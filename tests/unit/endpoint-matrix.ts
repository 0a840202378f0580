/**
 * The endpoint × role matrix: every endpoint of every function, one row per method, with who may
 * call it. The rows live per module in tests/matrix/<module>.ts (so parallel work never edits one
 * file); the matrix test (endpoint-matrix.db.test.ts) fails for an endpoint without a row, so a new
 * endpoint is denied by default until someone decides its access there. The rows restate the
 * access registry on purpose: the test compares two independent declarations.
 *
 * access:
 *   "public"         anyone (forms, sign-in machinery); listed so the decision is explicit
 *   "scheduled"      run by the platform's scheduler only; not reachable over HTTP
 *   "authenticated"  any valid session, including an account waiting for approval
 *   Role[]           an approved account holding a role that satisfies one of these (SPEC
 *                    hierarchy, src/shared/roles.ts); ["mitglied"] means any approved account
 * body: the JSON body sent by the walk (default {} for methods with a body); a function of the
 * caller for endpoints whose answer depends on whose data is asked for. The audiences and the row
 * type are in tests/helpers/matrix-access.ts.
 */
import type { EndpointRow } from "../helpers/matrix-access.ts";

export type { Caller, EndpointRow } from "../helpers/matrix-access.ts";

const files = import.meta.glob<{ rows: readonly EndpointRow[] }>("../matrix/*.ts", { eager: true });

/** Every row of every module's matrix file. */
export const ENDPOINTS: readonly EndpointRow[] = Object.values(files).flatMap((file) => file.rows);
