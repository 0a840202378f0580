/** Path parameter schemas shared by route tables; they live in src/shared/contract/params.ts so contracts can use them. */
export { UUID_PATTERN, uuid, userId, idParams, userIdParams, versionQuery } from "#shared/contract/params.ts";
