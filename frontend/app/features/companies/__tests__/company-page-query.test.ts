import { describe, expect, it } from "vitest";
import { companyPageNumber, companyPageQuery } from "../lib/company-page-query";
import cases from "./company-page-queries.json";

// The server preloads a company page's API call from the same cases
// (backend/itjobs/web/tests/test_company_page_preload.py): a call that differs is never used.
describe("a company page's API query", () => {
  it.each(cases)("?$address_query asks for ?$api_query", ({ address_query, api_query }) => {
    const page = companyPageNumber(new URLSearchParams(address_query).get("page"));
    const query = companyPageQuery(page);
    expect(
      new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)])).toString(),
    ).toBe(api_query);
  });
});
