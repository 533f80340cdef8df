import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
// The site's stylesheet belongs to the client entry, not to the root route's module: that module
// goes to the shell chunk, which lazy chunks import too, and React Router would then mark the
// stylesheet as loaded on demand (decision 0013). The root route still links it in every page.
import "./app.css";

// React Router's default client entry, with the stylesheet.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
