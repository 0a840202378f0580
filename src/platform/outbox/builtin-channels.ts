/**
 * The platform's own delivery channels, registered whenever the outbox dispatcher is loaded:
 * e-mail, webhooks and Clerk invitations. Modules register theirs through the composition root
 * (src/composition/module-function.ts).
 */
import { registerDeliveryChannel } from "./channels.ts";
import { emailChannel } from "../mail/channel.ts";
import { webhookChannel } from "../webhooks/channel.ts";
import { clerkInvitationChannel } from "../auth/clerk-invitation-channel.ts";

registerDeliveryChannel(emailChannel);
registerDeliveryChannel(webhookChannel);
registerDeliveryChannel(clerkInvitationChannel);
