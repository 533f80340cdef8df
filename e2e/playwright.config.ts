import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8766);
const baseURL = `http://127.0.0.1:${port}`;

// Debian's Chromium, never a downloaded browser; flags keep it off the closed network.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "tests",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // No retries, on CI either: a retry hides a flaky test; a flaky test is fixed at its cause.
  retries: 0,
  // make test also asks for a JUnit report, which its closing line adds up with the other runners'.
  reporter: process.env.TEST_REPORTS
    ? [["list"], ["junit", { outputFile: `${process.env.TEST_REPORTS}/playwright.xml` }]]
    : [["list"]],
  timeout: 30_000,
  // CI's machine runs the suite with 2 workers on 2 busy cores (its Playwright run takes as long as
  // one here beside a benchmark at load 15). There a trace showed 6 s between a notice's code
  // arriving and React painting it, behind 50 cards: a budget, not a speed the test asserts.
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  use: {
    baseURL,
    headless: true,
    launchOptions: chromium,
    // A failed test keeps its trace: each step's DOM snapshot (the trace viewer renders the page
    // from it) and, below, a screenshot of where it failed. Recording the trace's screencast as
    // well cost a fifth of the run's time on 2 cores (search specs: 2.8 min with it, 2.4 without).
    trace: { mode: "retain-on-failure", screenshots: false, sources: false },
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } },
      grep: /@mobile/,
    },
  ],
  webServer: {
    command: "bash ../scripts/e2e-server.sh",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // The server migrates and loads the demo data first: ~20 s on a quiet machine, minutes on a loaded one.
    timeout: 420_000,
    env: { E2E_PORT: String(port) },
    stdout: "ignore",
    stderr: "pipe",
  },
});
