/**
 * What other modules may use of user management on the server: nothing yet. Other modules read
 * accounts and roles from the platform (src/platform/auth/); the screens of other modules may use
 * this module's contract.ts (e.g. a people picker listing users) and schema.ts.
 */
export {};
