// @vitest-environment happy-dom
/** The one Markdown renderer: nothing a user writes runs, images become links, own link schemes render their way. */
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Markdown } from "./Markdown.tsx";

afterEach(cleanup);

describe("Markdown", () => {
  it("shows raw HTML as text and drops javascript: links", () => {
    const { container } = render(<Markdown text={'<img src=x onerror="alert(1)"> [klick](javascript:alert(1)) **fett**'} />);
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toContain("<img src=x");
    expect(container.querySelector("strong")?.textContent).toBe("fett");
    expect(container.querySelector("a")?.getAttribute("href") ?? "").not.toContain("javascript");
  });

  it("shows images as links and opens other sites in a new tab without access to the page", () => {
    const { container } = render(<Markdown text="![Plan](https://example.org/plan.png) [Seite](https://example.org) [intern](/backend/todos)" />);
    const [image, external, internal] = [...container.querySelectorAll("a")];
    expect(image?.textContent).toBe("Bild: Plan");
    expect(external?.getAttribute("target")).toBe("_blank");
    expect(external?.getAttribute("rel")).toContain("noopener");
    expect(internal?.getAttribute("target")).toBeNull();
  });

  it("lets a module render its own links and demotes headings", () => {
    const { container } = render(
      <Markdown
        text={"# Titel\n\n[@Vera](mention:user_1)"}
        headings="h3"
        urlTransform={(url) => (url.startsWith("mention:") ? url : undefined)}
        renderLink={(href, text) => (href.startsWith("mention:") ? <span className="mention">{text}</span> : undefined)}
      />,
    );
    expect(container.querySelector("h1")).toBeNull();
    expect(container.querySelector("h3")?.textContent).toBe("Titel");
    expect(container.querySelector(".mention")?.textContent).toBe("@Vera");
  });
});
