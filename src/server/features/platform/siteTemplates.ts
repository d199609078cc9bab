import { readFile } from "node:fs/promises";
import path from "node:path";
import { PROJECT_ROOT } from "../../projectRoot";

/** A starting template a new site can be made from: `templates/<name>/site.json`. */
export interface SiteTemplate {
  name: string;
  title: string;
  description: string;
}

/** Every template the platform offers, in the order the platform home lists them. */
export const SITE_TEMPLATES: readonly SiteTemplate[] = [
  {
    name: "cafe",
    title: "Café with a shop",
    description: "A neighbourhood café: its story, opening hours, a journal and a shop selling beans and gear with prices and stock.",
  },
  {
    name: "portfolio",
    title: "Portfolio",
    description: "A photographer's portfolio: selected work in galleries, an about page with services and a contact form.",
  },
  {
    name: "restaurant",
    title: "Restaurant",
    description: "A restaurant: the menu, opening hours, a map of where to find it and a link to book a table.",
  },
  {
    name: "newsletter",
    title: "Membership newsletter",
    description: "A writer's membership newsletter: essays as blog posts, a sign-up form and what members get.",
  },
];

/** The folder holding the templates. */
const TEMPLATES_DIR = path.join(PROJECT_ROOT, "templates");

/** The template of a name, or undefined when the platform offers none by that name. */
export function findTemplate(name: string): SiteTemplate | undefined {
  return SITE_TEMPLATES.find((template) => template.name === name);
}

/** The site file of a template, as text. */
export async function readTemplateFile(template: SiteTemplate): Promise<string> {
  return readFile(path.join(TEMPLATES_DIR, template.name, "site.json"), "utf8");
}
