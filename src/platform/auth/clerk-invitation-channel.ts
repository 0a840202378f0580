/** The outbox channel "clerk_invitation": a call of Clerk's invitation API (ADR 007). */
import type { DeliveryChannel } from "../outbox/channels.ts";
import { getDb } from "../db/client.ts";
import { deliverClerkInvitation, type ClerkInvitationPayload } from "./clerk-invitations.ts";

export const clerkInvitationChannel: DeliveryChannel<ClerkInvitationPayload> = {
  kind: "clerk_invitation",
  label: "Clerk-Einladung",
  deliver: async (payload) => deliverClerkInvitation(payload, await getDb()),
};
