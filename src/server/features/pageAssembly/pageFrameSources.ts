import type { FrameSources } from "../../../blocks/frameSources";
import { CAPTCHA_FRAME_ORIGINS } from "../../../blocks/form/captcha/captchaFrameOrigins";
import { THIRD_PARTY_CAPTCHA_PROVIDERS, type FormDefinition } from "../../../domain/forms/formDefinition";
import { disqusOrigins } from "../../../domain/comments/disqus";
import { codeInjectionOf } from "../settings/codeInjection";
import type { Website } from "../sites/websiteRecord";
import type { PageLayout } from "./pageLayout";
import type { SitePageBody } from "./sitePageBody";

/** Whether the page shows Disqus (a post's thread, a blog's counts): on a site that comments through Disqus only. */
export function showsDisqus(website: Website, body: SitePageBody): boolean {
  return disqusOrigins(website) !== null && ((body.kind === "post" && !body.event) || body.kind === "blog");
}

/**
 * Any frame origin when the site has header or footer code (the owner's scripts may frame
 * anything), else the layout's blocks' frames, Disqus's on a post of a site that comments
 * through Disqus (its thread's frame, and the shortname's host its scripts talk to), and the
 * captcha providers' when the popup's form (`popupForm`) asks one of them.
 */
export function pageFrameSources(website: Website, layout: PageLayout | null, body: SitePageBody, popupForm: FormDefinition | null): FrameSources {
  const injected = codeInjectionOf(website);
  if (injected.header.trim() !== "" || injected.footer.trim() !== "") return "any";
  const own = layout ? layout.frameSources : [];
  const disqus = disqusOrigins(website);
  const withDisqus = disqus && body.kind === "post" && !body.event ? [...own, disqus.frames, disqus.scripts] : own;
  const captcha = popupForm !== null && (THIRD_PARTY_CAPTCHA_PROVIDERS as readonly string[]).includes(popupForm.captcha);
  return captcha ? [...new Set([...withDisqus, ...CAPTCHA_FRAME_ORIGINS])].sort() : withDisqus;
}
