import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { countryLabel, countryOptions, filterCountries } from "../countries";
import { CountryPicker } from "../country-picker";
import { stubLayoutApis } from "./dom-stubs";

beforeAll(stubLayoutApis);

function Picker({ initial = "us" }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CountryPicker value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe("countryOptions", () => {
  it("names every ISO 3166 country with Intl.DisplayNames, sorted by name", () => {
    const options = countryOptions();
    expect(options.length).toBeGreaterThan(190);
    expect(countryLabel("us")).toBe("United States");
    expect(countryLabel("de")).toBe("Germany");
    const labels = options.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, "en")));
    expect(new Set(options.map((option) => option.value)).size).toBe(options.length);
  });

  it("filters by a case-insensitive substring of the label", () => {
    const labels = filterCountries(countryOptions(), "KINGDOM").map((option) => option.label);
    expect(labels).toContain("United Kingdom");
    expect(filterCountries(countryOptions(), "zzz")).toEqual([]);
    expect(filterCountries(countryOptions(), "ermany").map((option) => option.value)).toEqual(["de"]);
  });
});

describe("CountryPicker", () => {
  it("opens, filters, shows 'No country found.' and closes on a choice", async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const trigger = screen.getByRole("combobox");
    expect(trigger).toHaveTextContent("United States");
    expect(trigger).toHaveAttribute("aria-expanded", "false");

    await user.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    const search = screen.getByPlaceholderText("Search country...");
    await user.type(search, "qqq");
    expect(screen.getByText("No country found.")).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, "CANA");
    const options = screen.getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["Canada"]);
    await user.click(options[0] as HTMLElement);

    expect(screen.getByTestId("value")).toHaveTextContent("ca");
    expect(screen.queryByPlaceholderText("Search country...")).toBeNull();
    expect(trigger).toHaveTextContent("Canada");
  });

  it("choosing the chosen country again clears it", async () => {
    const user = userEvent.setup();
    render(<Picker initial="us" />);
    await user.click(screen.getByRole("combobox"));
    await user.type(screen.getByPlaceholderText("Search country..."), "united states");
    await user.click(screen.getByRole("option", { name: "United States" }));
    expect(screen.getByTestId("value")).toHaveTextContent("");
    expect(screen.getByRole("combobox")).toHaveTextContent("Select country");
  });
});
