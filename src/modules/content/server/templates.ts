/**
 * What a new entry starts with. A press release: today's date (Berlin), the category, a dateline
 * and the association's standard paragraph; the office fills in teaser, description and text
 * (the press contact is added by the page itself, src/pages/presse/[slug].astro).
 */
import { now } from "#platform/clock.ts";
import { association } from "#shared/association.ts";
import type { CollectionKey } from "#shared/content-schemas.ts";
import { berlinDate, formatGermanLongDate } from "#shared/dates.ts";
import type { EntryValues } from "./entry-file.ts";

const ABOUT = `Der ${association.name} (${association.shortName}) ist die Interessenvertretung der Eisenbahninfrastrukturunternehmen in Deutschland, die nicht im Eigentum des Bundes stehen. Seine Mitglieder betreiben rund ${association.facts.trackKm} Kilometer Gleis – etwa ${association.facts.networkShare} Prozent des öffentlichen Schienennetzes – sowie Serviceeinrichtungen, Hafen- und Industriebahnen. Der Verband wurde am 10. Oktober 2024 gegründet und hat seinen Sitz in Berlin.`;

export function templateFor(collection: CollectionKey, title: string): EntryValues {
  const today = now();
  if (collection === "press") {
    return {
      data: { title, date: berlinDate(today), category: "Pressemitteilung", preview: "", description: "" },
      body: `**Berlin, ${formatGermanLongDate(today)}.** Das Wichtigste zuerst: Wer hat was wann und wo getan, und warum ist es wichtig?\n\n## Zwischenüberschrift\n\nWeitere Absätze, Zitate und Hintergründe.\n\n## Über den ${association.shortName}\n\n${ABOUT}\n`,
    };
  }
  if (collection === "board") return { data: { name: title, group: "praesidium", description: "", email: "", photoAlt: "" }, body: "" };
  return { data: { name: title, email: "" }, body: "" };
}
