import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { countryLabel, SERVED_COUNTRIES } from "../countries";
import { CountryPicker } from "../country-picker";
import {
  countryOptions,
  countrySections,
  filterCountries,
  OTHER_HEADING,
  SERVED_HEADING,
} from "../country-search";
import { stubLayoutApis } from "./dom-stubs";

beforeAll(stubLayoutApis);

const codes = (search: string) => filterCountries(countryOptions(), search).map((option) => option.value);

describe("countryOptions", () => {
  it("lists the sovereign states (about 190), named by Intl.DisplayNames, sorted by name", () => {
    const options = countryOptions();
    expect(options).toHaveLength(197); // 193 UN members, 2 observer states, Kosovo, Taiwan
    const labels = options.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, "en")));
    expect(new Set(options.map((option) => option.value)).size).toBe(options.length);
    expect(labels).toEqual(expect.arrayContaining(["United States", "Germany", "Japan", "Taiwan"]));
    for (const territory of ["Bouvet Island", "Puerto Rico", "Hong Kong SAR China", "Antarctica", "Guam"])
      expect(labels).not.toContain(territory);
  });

  it("marks the countries the job search serves", () => {
    const served = countryOptions().filter((option) => option.served);
    expect(served.map((option) => option.value).sort()).toEqual([...SERVED_COUNTRIES].sort());
  });

  it("labels any ISO code, a code it does not know upper-cased", () => {
    expect(countryLabel("us")).toBe("United States");
    expect(countryLabel("de")).toBe("Germany");
    expect(countryLabel("pr")).toBe("Puerto Rico");
    expect(countryLabel("qq")).toBe("QQ");
  });
});

describe("filterCountries", () => {
  it("finds a country by its two-letter code first", () => {
    expect(codes("us")[0]).toBe("us");
    expect(codes("US")[0]).toBe("us");
    expect(codes("de")[0]).toBe("de");
    expect(codes("jp")).toEqual(["jp"]);
    expect(codes("us")).toEqual(expect.arrayContaining(["au", "at", "ru"])); // still a substring of the name
  });

  it("finds a country by a common alias or its three-letter code", () => {
    expect(codes("uk")[0]).toBe("gb");
    expect(codes("uk")).toContain("ua"); // Ukraine, after the exact alias
    expect(codes("usa")[0]).toBe("us");
    expect(codes("america")[0]).toBe("us");
    expect(codes("england")).toEqual(["gb"]);
    expect(codes("holland")).toEqual(["nl"]);
    expect(codes("deu")[0]).toBe("de");
  });

  it("ranks names that start with the search before names that contain it", () => {
    expect(codes("ger")).toEqual(["de", "dz", "ne", "ng"]); // Germany; then Algeria, Niger, Nigeria by name
    expect(codes("ind")[0]).toBe("in");
    expect(codes("ind")).toContain("id"); // Indonesia
  });

  it("keeps the case-insensitive substring match on the name, accents and '&' aside", () => {
    expect(codes("KINGDOM")).toEqual(["gb"]);
    expect(codes("ermany")).toEqual(["de"]);
    expect(codes("zzz")).toEqual([]);
    expect(codes("cote d")).toEqual(["ci"]);
    expect(codes("sao tome")).toEqual(["st"]);
    expect(codes("trinidad and")).toEqual(["tt"]);
    expect(codes("saint lucia")).toEqual(["lc"]);
    expect(codes("St. Lucia")).toEqual(["lc"]);
  });
});

describe("countrySections", () => {
  it("lists the served countries first (the search select's five first), then every other by name", () => {
    const [served, others] = countrySections("");
    expect(served?.heading).toBe(SERVED_HEADING);
    expect(served?.options.map((option) => option.value)).toEqual([...SERVED_COUNTRIES]);
    expect(others?.heading).toBe(OTHER_HEADING);
    expect(others?.options[0]?.label).toBe("Afghanistan");
    expect((served?.options.length ?? 0) + (others?.options.length ?? 0)).toBe(197);
  });

  it("lists a search's matches, best first, in one section", () => {
    const sections = countrySections("uk");
    expect(sections).toHaveLength(1);
    expect(sections[0]?.options[0]?.label).toBe("United Kingdom");
  });
});

// A dozen countries, not ~200: the behaviour is the same and jsdom renders it in milliseconds.
const SOME = ["us", "gb", "ca", "de", "ua", "jp", "jo", "ke", "nl", "ng", "zw", "af"];
const someCountries = countryOptions().filter((option) => SOME.includes(option.value));

function Picker({ initial = "us" }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="country">Country</label>
      <CountryPicker id="country" value={value} onChange={setValue} countries={someCountries} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const trigger = () => screen.getByRole("combobox", { name: "Country" }); // the trigger, not the search box
const searchBox = () => screen.getByPlaceholderText("Search country...");
// The list loads when the picker first opens (a lazy chunk): wait for it.
const openedSearchBox = () => screen.findByPlaceholderText("Search country...");
const highlightedOption = () => screen.getByRole("option", { selected: true });

async function nextFrame() {
  await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
}

// fireEvent, not user-event: one event per key, no per-character delays.
describe("CountryPicker", () => {
  it("opens with ArrowDown at the chosen country and chooses with Enter", async () => {
    render(<Picker initial="jp" />);
    expect(trigger()).toHaveTextContent("Japan");
    expect(trigger()).toHaveAttribute("aria-expanded", "false");

    fireEvent.keyDown(trigger(), { key: "ArrowDown" });
    expect(await openedSearchBox()).toBeInTheDocument();
    await nextFrame();
    expect(highlightedOption()).toHaveTextContent("Japan");

    fireEvent.keyDown(searchBox(), { key: "ArrowDown" });
    expect(highlightedOption()).toHaveTextContent("Jordan");
    fireEvent.keyDown(searchBox(), { key: "Enter" });
    expect(screen.getByTestId("value")).toHaveTextContent("jo");
    expect(screen.queryByPlaceholderText("Search country...")).toBeNull();
  });

  it("finds 'uk' by its alias and picks the United Kingdom with Enter", async () => {
    render(<Picker />);
    fireEvent.keyDown(trigger(), { key: "ArrowDown", altKey: true });
    fireEvent.change(await openedSearchBox(), { target: { value: "uk" } });
    expect(screen.getAllByRole("option")[0]).toHaveTextContent("United Kingdom");
    expect(highlightedOption()).toHaveTextContent("United Kingdom");
    fireEvent.keyDown(searchBox(), { key: "Enter" });
    expect(screen.getByTestId("value")).toHaveTextContent("gb");
    expect(trigger()).toHaveTextContent("United Kingdom");
  });

  it("starts the search with a letter typed on the closed picker", async () => {
    render(<Picker />);
    fireEvent.keyDown(trigger(), { key: "d" });
    expect(await openedSearchBox()).toHaveValue("d");
  });

  it("moves to the first and last country with Home and End, and closes on Escape", async () => {
    render(<Picker />);
    fireEvent.keyDown(trigger(), { key: "End" });
    await openedSearchBox();
    expect(highlightedOption()).toHaveTextContent("Zimbabwe");
    fireEvent.keyDown(searchBox(), { key: "Home" });
    expect(highlightedOption()).toHaveTextContent("United States");
    fireEvent.keyDown(searchBox(), { key: "Escape" });
    expect(screen.queryByPlaceholderText("Search country...")).toBeNull();
    expect(trigger()).toHaveAttribute("aria-expanded", "false");
  });

  it("shows 'No country found.' and closes on a click on a country", async () => {
    render(<Picker />);
    fireEvent.click(trigger());
    fireEvent.change(await openedSearchBox(), { target: { value: "qqq" } });
    expect(screen.getByText("No country found.")).toBeInTheDocument();
    fireEvent.change(searchBox(), { target: { value: "CANA" } });
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Canada"]);
    fireEvent.click(screen.getByRole("option", { name: "Canada" }));
    expect(screen.getByTestId("value")).toHaveTextContent("ca");
    expect(trigger()).toHaveTextContent("Canada");
  });

  it("choosing the chosen country again clears it", async () => {
    render(<Picker initial="us" />);
    fireEvent.click(trigger());
    await openedSearchBox();
    fireEvent.click(screen.getByRole("option", { name: "United States" }));
    expect(screen.getByTestId("value")).toHaveTextContent("");
    expect(trigger()).toHaveTextContent("Select country");
  });
});
