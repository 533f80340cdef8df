import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// In `make dev` the Vite server fronts Django: API, admin and health go to runserver.
const backend = process.env.BACKEND_URL ?? "http://127.0.0.1:8000";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      "/api": backend,
      "/admin": backend,
      "/healthz": backend,
      "/static": backend,
    },
  },
});
