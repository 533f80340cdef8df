import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useSiteConfig } from "../site-config";

const renders = { name: 0, newsletter: 0 };

function Name() {
  renders.name += 1;
  return <span>{useSiteConfig((config) => config.siteName)}</span>;
}

function Newsletter() {
  renders.newsletter += 1;
  return <a href={useSiteConfig((config) => config.newsletterUrl) || undefined}>Subscribe</a>;
}

// The server's settings in the page differ from the build's defaults in siteUrl and the newsletter
// address, as they do in production; the names are the build's. (The module reads them once, at
// the first client render: this file's only test.)
function addPageConfig() {
  const element = document.createElement("script");
  element.id = "site-config";
  element.type = "application/json";
  element.textContent = JSON.stringify({
    siteUrl: "https://itjobs.example",
    newsletterUrl: "https://news.example",
  });
  document.head.append(element);
}

describe("useSiteConfig after hydration", () => {
  it("renders again only the components whose selected setting the server changed", async () => {
    const page = (
      <>
        <Name />
        <Newsletter />
      </>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(page); // the prerendered HTML, built with the defaults
    document.body.append(container);
    addPageConfig();
    renders.name = 0;
    renders.newsletter = 0;

    await act(async () => {
      hydrateRoot(container, page);
    });

    expect(renders.name).toBe(1); // hydration only: the same name as the prerendered page
    expect(renders.newsletter).toBe(2); // hydration, then the server's address
    expect(container.querySelector("a")?.getAttribute("href")).toBe("https://news.example");
  });
});
