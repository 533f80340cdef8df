// Build-time constants from deployment.json (content/deployment.ts); vitest.config.ts sets its own.

/** The operator's site and product name this build was made with. */
declare const __SITE__: import("./deployment").Deployment["site"];

/** The whole deployment.json; only build-time loaders (content.server.ts) read it. */
declare const __DEPLOYMENT__: import("./deployment").Deployment;
