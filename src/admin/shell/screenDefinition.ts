import type { ComponentType } from "react";
import type { Permission } from "../../domain/enumerations/permissions";

/** What a screen receives: the named parts of its path. */
export interface ScreenProps {
  params: Record<string, string>;
}

/**
 * One screen of the configuration area. `load` is a dynamic import, so each screen is its own
 * chunk and the shell loads only the screen being shown.
 */
export interface ScreenDefinition {
  id: string;
  /** The navigation label (also the document title). */
  label: string;
  /** The path under /config/, with :name parts, e.g. "pages/:collectionId". */
  path: string;
  /** The permission needed to read the screen; it is hidden from the navigation without it. */
  permission: Permission;
  /** Whether the site's editing frame is shown beside the screen. */
  frame: boolean;
  /** Whether it is listed in the navigation (detail screens are not). */
  nav: boolean;
  load: () => Promise<{ default: ComponentType<ScreenProps> }>;
}
