/**
 * The one access registry (ADR 008). Every access rule of the product is written here once, by
 * name; the server route tables, the client route catalog (src/shared/routes.ts) and the /member
 * and /board cards read their roles from it, and the endpoint matrix test checks the server
 * against it.
 *
 * An audience is
 *   "public"         anyone, no session (public forms, the sign-in machinery)
 *   "authenticated"  any valid session, including a self-registered account that still waits for
 *                    approval (it may read its own data and sign out, nothing else)
 *   Role[]           an approved account holding a role that satisfies one of these roles by the
 *                    hierarchy of src/shared/roles.ts; [] and ["mitglied"] mean any approved
 *                    account (SPEC section 6: "member is any logged-in user")
 *
 * Rules inside a module (e.g. a discussion category readable by the board only) are data, kept by
 * the module; this registry decides who reaches the module at all.
 */
import type { Role } from "./roles.ts";

export type Audience = "public" | "authenticated" | readonly Role[];

const SIGNED_IN: readonly Role[] = [];
const MEMBER: readonly Role[] = ["mitglied"];
const BOARD: readonly Role[] = ["admin", "vorstand"];
const MANAGEMENT: readonly Role[] = ["geschaeftsfuehrung"];
const ADMIN: readonly Role[] = ["admin"];

export const ACCESS = {
  // Machinery everybody needs.
  public: "public",
  ownAccount: "authenticated",

  // The three entry screens (SPEC section 2).
  dashboard: SIGNED_IN,
  memberArea: MEMBER,
  boardArea: BOARD,

  // Member modules (SPEC sections 2 and 6).
  discussions: MEMBER,
  /** Pin, close, move and delete other people's posts. */
  discussionsModerate: BOARD,
  /** Create, rename and restrict discussion categories. */
  discussionsAdminister: ADMIN,
  todos: MEMBER,
  /** Task analytics: board and admin (issue 13). */
  todoAnalytics: BOARD,
  documents: MEMBER,
  /** Create folders and set their access. */
  documentsAdminister: ADMIN,
  politicalWorkbench: MEMBER,
  /**
   * Edit procedures, positions, stakeholders and campaigns; read drafts, CRM people and the lobby
   * register report (ADR 170): board, management and admin, the CRM's audience.
   */
  politicalEdit: BOARD,
  collab: SIGNED_IN,
  notifications: SIGNED_IN,
  /** The members' view of general assemblies: invitations, motions, attendance, votes. */
  assembly: MEMBER,

  // Board modules.
  members: BOARD,
  /** Creating a member by hand: logged as permission_granted member_creation (SPEC section 6). */
  memberCreation: BOARD,
  applications: BOARD,
  crm: BOARD,
  finances: BOARD,
  /**
   * A member company's own invoices and their PDFs (issue 16): any account linked to a member
   * company; the finances module scopes every query to the caller's company.
   */
  memberInvoices: MEMBER,
  /**
   * The public website's content (issue 26): read every page and keep drafts. The board writes
   * too (statements, its members' biographies), which is why it is the board's audience, not the
   * office's alone; members and strangers never see unpublished text.
   */
  content: BOARD,
  /**
   * Publish and unpublish pages (issue 26): management and admin. Publishing is the act of the
   * person responsible for the press section (§ 18 Abs. 2 MStV: the managing director, Impressum),
   * so a board member's draft goes out through the office, never by itself.
   */
  contentPublish: MANAGEMENT,

  // Administration (SPEC section 6: admin only).
  userManagement: ADMIN,
  system: ADMIN,
  analytics: ADMIN,
  audit: ADMIN,
  security: ADMIN,
  voting: ADMIN,
} as const satisfies Record<string, Audience>;

export type AccessKey = keyof typeof ACCESS;

export function audienceOf(key: AccessKey): Audience {
  return ACCESS[key];
}

/** The roles an audience requires, for messages and the no-permission panel ([] for the open ones). */
export function requiredRolesOf(key: AccessKey): readonly Role[] {
  const audience = ACCESS[key];
  return typeof audience === "string" ? [] : audience;
}
