import { z } from "zod";

// Without this zod probes `new Function("")` to decide whether it may compile its checks; the site's
// Content-Security-Policy has no 'unsafe-eval', so the browser refuses and reports the probe
// (docs/decisions/0010). Every schema imports z from here so the setting is in place first.
z.config({ jitless: true });

export { z };
