/** Loaded by ContactForm.astro's script when the form comes into view. */
import { hydrateIsland } from "#ui/island/hydrate-island.tsx";
import { ContactFormIsland } from "./ContactFormIsland.tsx";

export function hydrate(container: HTMLElement): void {
  hydrateIsland(container, ContactFormIsland);
}
