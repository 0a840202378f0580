/** The finance endpoints declared in contract.ts, called through the derived client (ADR 260). */
import { clientOf } from "../../../ui/api/client.ts";
import { financesContract } from "../contract.ts";

export const financesApi = clientOf(financesContract);
