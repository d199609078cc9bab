import { ROLE } from "../../domain/enumerations/roles";
import type { SiteContext } from "../../domain/siteContext";

/** The session flag (sessionStorage) and URL parameter that switch the owner redirect off. */
const NO_REDIRECT_FLAG = "noredirect";

/** What the owner redirect decision reads. */
export interface OwnerRedirectInput {
  hostname: string;
  sessionFlag: boolean;
  hasNoRedirectParameter: boolean;
  context: Pick<SiteContext, "websiteSettings" | "authenticatedAccount" | "website" | "websiteRoles"> | null;
  isTopFrame: boolean;
}

/**
 * Whether a signed-in owner is sent to the configuration area (spec 1 §2): only when all seven
 * hold — not localhost, no noredirect session flag, no noredirect parameter, website settings
 * and an authenticated account, neither developer mode nor cloneable, no viewer role, top frame.
 */
export function shouldRedirectOwner(input: OwnerRedirectInput): boolean {
  const context = input.context;
  return (
    input.hostname !== "localhost" &&
    !input.sessionFlag &&
    !input.hasNoRedirectParameter &&
    !!context?.websiteSettings &&
    !!context.authenticatedAccount &&
    !context.website.developerMode &&
    !context.website.cloneable &&
    !context.websiteRoles.includes(ROLE.VIEWER) &&
    input.isTopFrame
  );
}

/** The configuration area address that frames the current page. */
export function configUrlFor(location: Pick<Location, "pathname" | "search">): string {
  return `/config/?frameUrl=${encodeURIComponent(location.pathname + location.search)}`;
}

function readFlag(): boolean {
  try {
    return sessionStorage.getItem(NO_REDIRECT_FLAG) === "true";
  } catch {
    return false;
  }
}

/** Applies the rule: a noredirect parameter sets the session flag; otherwise a qualifying owner is sent to /config/. True when redirecting. */
export function redirectOwnerIfDue(context: SiteContext | null): boolean {
  const hasParameter = new URLSearchParams(location.search).has(NO_REDIRECT_FLAG);
  if (hasParameter) {
    try {
      sessionStorage.setItem(NO_REDIRECT_FLAG, "true");
    } catch {
      return false;
    }
  }
  const due = shouldRedirectOwner({
    hostname: location.hostname,
    sessionFlag: readFlag(),
    hasNoRedirectParameter: hasParameter,
    context,
    isTopFrame: window.top === window.self,
  });
  if (due) location.replace(configUrlFor(location));
  return due;
}
