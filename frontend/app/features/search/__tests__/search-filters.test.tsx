import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { EMPLOYMENT_TYPES } from "~/lib/job-labels";
import { NO_FILTERS, SearchFilters } from "../components/search-filters";

describe("SearchFilters", () => {
  it("offers every job type a card can show, Temporary included", () => {
    const onChange = vi.fn();
    render(<SearchFilters value={NO_FILTERS} onChange={onChange} />);
    const select = screen.getByLabelText("Job type");
    const labels = within(select)
      .getAllByRole("option")
      .map((option) => option.textContent);

    expect(labels).toEqual(["Any type", ...Object.values(EMPLOYMENT_TYPES)]);
    expect(labels).toContain("Temporary");
    fireEvent.change(select, { target: { value: "TEMPORARY" } });
    expect(onChange).toHaveBeenCalledWith({ ...NO_FILTERS, employmentType: "TEMPORARY" });
  });

  it("says which salary counts for the minimum-salary filter", () => {
    render(<SearchFilters value={NO_FILTERS} onChange={() => {}} />);
    expect(screen.getByLabelText("Minimum salary (yearly)")).toHaveAccessibleDescription(
      "Jobs whose lowest stated pay reaches this amount.",
    );
  });
});
