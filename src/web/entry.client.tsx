import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { pageWordsReady } from "./page-words.ts";

// React Router's own start, once the page's words are here in its language (src/web/page-words.ts).
void pageWordsReady(document.documentElement).finally(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
