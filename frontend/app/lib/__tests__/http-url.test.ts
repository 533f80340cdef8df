import { describe, expect, it } from "vitest";
import { isHttpUrl } from "../http-url";

describe("isHttpUrl", () => {
  it.each(["https://www.adzuna.com/land/ad/1?se=x", "HTTPS://JOBS.EXAMPLE.COM/", "http://127.0.0.1:8000/cv"])(
    "accepts %s",
    (url) => {
      expect(isHttpUrl(url)).toBe(true);
    },
  );

  it.each([
    "javascript:alert(1)",
    "data:text/html,<script>",
    "//jobs.example.com/1",
    "/jobs/1",
    "https://exa mple.com",
    "ftp://acme.example/logo.png",
    "acme",
    "",
    null,
    undefined,
  ])("refuses %s", (url) => {
    expect(isHttpUrl(url)).toBe(false);
  });
});
