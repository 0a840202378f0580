import { describe, expect, it } from "vitest";
import "../platform/outbox/builtin-channels.ts";
import { deliveryKindLabel, registeredDeliveryKinds } from "../platform/outbox/channels.ts";
import { registerModuleChannels } from "./module-function.ts";

describe("delivery channels", () => {
  it("name every kind in German for the system screen's outbox list", () => {
    registerModuleChannels();
    const kinds = registeredDeliveryKinds();
    expect(kinds).toEqual(expect.arrayContaining(["email", "webhook", "clerk_invitation", "notification_email", "finances.invoice_mail", "documents.extract_text"]));
    for (const kind of kinds) expect(deliveryKindLabel(kind), kind).not.toBe(kind);
    expect(deliveryKindLabel("notification_email")).toBe("Benachrichtigungs-E-Mail");
    expect(deliveryKindLabel("unknown_kind")).toBe("unknown_kind");
  });
});
