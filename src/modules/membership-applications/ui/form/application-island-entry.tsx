/** Loaded by MembershipApplicationForm.astro's script when the form comes into view. */
import { hydrateIsland } from "#ui/island/hydrate-island.tsx";
import { MembershipApplicationIsland } from "./MembershipApplicationIsland.tsx";

export function hydrate(container: HTMLElement): void {
  hydrateIsland(container, MembershipApplicationIsland);
}
