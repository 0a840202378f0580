import { describe, expect, it } from "vitest";
import "#platform/outbox/builtin-channels.ts";
import { deliveryKindLabel, registeredDeliveryKinds } from "#platform/outbox/channels.ts";
import { ALL_MODULE_CHANNELS as MODULE_CHANNELS, ALL_READ_CHECKS as NOTIFICATION_READ_CHECKS, registerModuleChannels } from "./channels/all.ts";

describe("delivery channels", () => {
  it("name every kind in German for the system screen's outbox list", async () => {
    await registerModuleChannels();
    const kinds = registeredDeliveryKinds();
    expect(kinds).toEqual(
      expect.arrayContaining(["email", "webhook", "clerk_invitation", "notification_email", "finances.invoice_mail", "documents.extract_text"]),
    );
    for (const kind of kinds) expect(deliveryKindLabel(kind), kind).not.toBe(kind);
    expect(deliveryKindLabel("notification_email")).toBe("Benachrichtigungs-E-Mail");
    expect(deliveryKindLabel("unknown_kind")).toBe("unknown_kind");
  });

  // The composition names lazily loaded channels and checks (ADR 203): the names must be the modules' own.
  it("registers each module channel under the kind and label of the module's channel", async () => {
    for (const lazy of MODULE_CHANNELS) {
      const real = await lazy.load();
      expect({ kind: lazy.kind, label: lazy.label }).toEqual({ kind: real.kind, label: real.label });
    }
  });

  it("registers each read check under the module's target type", async () => {
    for (const lazy of NOTIFICATION_READ_CHECKS) expect(lazy.type).toBe((await lazy.load()).type);
  });
});
