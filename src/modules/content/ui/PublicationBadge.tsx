import { StatusBadge } from "#ui/backoffice/StatusBadge.tsx";
import type { PublicationStatus } from "../schema.ts";

const LABELS: Record<PublicationStatus, { tone: "info" | "success" | "danger"; text: string }> = {
  building: { tone: "info", text: "Wird veröffentlicht" },
  live: { tone: "success", text: "Online" },
  failed: { tone: "danger", text: "Fehlgeschlagen" },
};

export function PublicationBadge({ status }: { status: PublicationStatus }) {
  return <StatusBadge tone={LABELS[status].tone}>{LABELS[status].text}</StatusBadge>;
}
