/**
 * The header's menu button on small screens (disclosure pattern): toggles aria-expanded and the
 * panel; Escape closes it and returns focus to the button; a click or focus outside closes it.
 */
export function initMenuToggle(): void {
  const button = document.querySelector<HTMLButtonElement>("[data-menu-toggle]");
  const menu = document.querySelector<HTMLElement>("[data-menu]");
  if (!button || !menu) return;

  const setOpen = (open: boolean): void => {
    button.setAttribute("aria-expanded", String(open));
    menu.classList.toggle("is-open", open);
  };
  const isOpen = (): boolean => button.getAttribute("aria-expanded") === "true";
  const isInside = (node: EventTarget | null): boolean => node instanceof Node && (menu.contains(node) || button.contains(node));

  button.addEventListener("click", () => setOpen(!isOpen()));

  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !isOpen()) return;
    setOpen(false);
    button.focus();
  });

  document.addEventListener("click", (event) => {
    if (isOpen() && !isInside(event.target)) setOpen(false);
  });

  // Tabbing past the last menu entry closes the panel so it never covers the focused content.
  menu.addEventListener("focusout", (event) => {
    if (isOpen() && event.relatedTarget && !isInside(event.relatedTarget)) setOpen(false);
  });
}
