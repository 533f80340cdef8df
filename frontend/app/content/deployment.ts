import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import type { About, Legal } from "./types";

/**
 * What the operator's settings decide (site and product name, the legal texts and About page that
 * name the operator, the city page paths). `manage.py export_content` writes it from the
 * environment before every build; it is never committed, so the committed export holds content only.
 */
export interface Deployment {
  site: { siteName: string; productName: string; productSlug: string };
  legal: Legal;
  about: About;
  cityPages: string[];
  searchPages: string[];
}

const FILE = fileURLToPath(new URL("./generated/deployment.json", import.meta.url));
const USES = /\b__(SITE|DEPLOYMENT)__\b/;
const MISSING = `${FILE} is missing: run 'make build', or 'python manage.py export_content' in backend/, first.`;

export function readDeployment(): Deployment {
  if (!existsSync(FILE)) throw new Error(MISSING);
  return JSON.parse(readFileSync(FILE, "utf-8")) as Deployment;
}

/**
 * Applies deployment.json to a build: `__SITE__` for every bundle (the names the prerendered pages
 * print) and `__DEPLOYMENT__` for the build-time loaders (content.server.ts).
 */
export function deploymentSettings(): Plugin {
  const deployment = existsSync(FILE) ? readDeployment() : null;
  return {
    name: "itjobs-deployment",
    config: () =>
      deployment
        ? {
            define: { __SITE__: JSON.stringify(deployment.site), __DEPLOYMENT__: JSON.stringify(deployment) },
          }
        : {},
    // Only when a module needs it: loading the config (react-router typegen does) needs no export.
    transform(code) {
      if (!deployment && USES.test(code)) this.error(MISSING);
    },
  };
}
