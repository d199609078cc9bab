import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * Renders a full HTML document to a string. Pages are static HTML plus islands, so React
 * renders once on the server and never hydrates in the browser.
 */
export function renderDocument(element: ReactElement): string {
  return `<!doctype html>${renderToStaticMarkup(element)}`;
}
