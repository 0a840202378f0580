/** Path and query parameters many endpoints share: a malformed id never reaches SQL (the router answers 404). */
import { z } from "zod";
import { versionField } from "../schemas/form-fields.ts";

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const uuid = z.string().regex(UUID_PATTERN);
/** A user id: local "user_..." or a Clerk id. */
export const userId = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);

export const idParams = z.object({ id: uuid });
export const userIdParams = z.object({ id: userId });

/** ?version=n of a DELETE: the version the person saw, for the optimistic lock. */
export const versionQuery = z.strictObject({ version: z.coerce.number({ error: "Version fehlt." }).pipe(versionField) });
