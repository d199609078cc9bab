import { useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Button, Link, Menu, MenuItem, MenuTrigger, Popover } from "react-aria-components";
import { authRoutes } from "../../domain/api/auth";
import { call } from "../api/call";
import { LOGIN_REQUIRED_EVENT } from "../api/client";
import { allows, useMe } from "./access";
import { outsideFrameHref, SiteFrame, useFrame } from "./frame";
import { GuidePanel } from "./guide/GuidePanel";
import { useGuide } from "./guide/useGuide";
import { PanelPreviewSwitch } from "./PanelPreviewSwitch";
import { matchScreen, screenHref, useRouter } from "./router";
import { ScreenOutlet } from "./ScreenOutlet";
import { SCREENS } from "./screens";
import { EmptyState, Notice } from "./ui/states";

/** The id of the configuration area's navigation, which the menu button shows on phones. */
const NAVIGATION_ID = "configuration-nav";

function roleSummary(canWrite: boolean): string {
  return canWrite ? "" : "View only";
}

/**
 * The frame of every screen: top bar, navigation, the screen and, when it wants one, the site
 * frame. On phones the navigation folds behind the top bar's menu button (Escape or choosing a
 * screen closes it); below 1024 px a switch shows either the screen's panel or the site frame.
 */
export function Layout() {
  const me = useMe();
  const { subPath } = useRouter();
  const [signedOut, setSignedOut] = useState(false);
  const [navOpen, setNavOpen] = useState(false);
  const { preview, setPreview } = useFrame();
  const guide = useGuide();
  const { open: guideOpen, close: closeGuide } = guide;
  const guideButtonRef = useRef<HTMLButtonElement | null>(null);
  const closeGuideToButton = useCallback(() => {
    closeGuide();
    guideButtonRef.current?.focus();
  }, [closeGuide]);
  const visible = SCREENS.filter((s) => allows(me, s.permission, "read"));
  const match = matchScreen(visible, subPath);
  useEffect(() => {
    const onLoginRequired = () => setSignedOut(true);
    window.addEventListener(LOGIN_REQUIRED_EVENT, onLoginRequired);
    return () => window.removeEventListener(LOGIN_REQUIRED_EVENT, onLoginRequired);
  }, []);
  useEffect(() => setNavOpen(false), [subPath]);
  useEffect(() => {
    if (!navOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setNavOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [navOpen]);
  useEffect(() => {
    if (!guideOpen) return;
    const onKey = (event: KeyboardEvent) => {
      // A modal dialog or popup closes first; the guide closes when it is the top thing open.
      if (event.key !== "Escape" || event.defaultPrevented || document.querySelector('[aria-modal="true"], .popover')) return;
      closeGuideToButton();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [guideOpen, closeGuideToButton]);
  useEffect(() => {
    document.title = `${match?.screen.label ?? "Not found"} — ${me.website.title}`;
  }, [match, me.website.title]);

  const signOut = async () => {
    const result = await call(authRoutes.logout, { body: {} });
    window.location.assign(result.redirect);
  };
  // Escape from inside the frame closes the guide first; with the guide closed it leaves the preview,
  // shown at once so the panel can take the focus in the same turn.
  const escapeInFrame = useCallback(() => {
    if (guideOpen) {
      closeGuideToButton();
      return false;
    }
    flushSync(() => setPreview(false));
    return true;
  }, [guideOpen, closeGuideToButton, setPreview]);
  const viewOnly = me.permissions.write.length === 0;
  const frame = match?.screen.frame ?? false;
  const shellClass = ["shell", frame ? "shell-with-frame" : "", frame && preview ? "shell-preview" : "", navOpen ? "shell-nav-open" : ""]
    .filter(Boolean)
    .join(" ");

  return (
    <div className={shellClass}>
      <a className="skip-link" href="#screen">
        Skip to content
      </a>
      <header className="topbar">
        <Button className="btn nav-toggle" aria-expanded={navOpen} aria-controls={NAVIGATION_ID} onPress={() => setNavOpen(!navOpen)}>
          Menu
        </Button>
        <span className="brand">Tessera</span>
        <span className="site-title">{me.website.title}</span>
        {viewOnly ? <span className="badge">{roleSummary(false)}</span> : null}
        <span className="topbar-spacer" />
        {guide.available ? (
          <Button ref={guideButtonRef} className="btn btn-ghost guide-toggle" aria-expanded={guideOpen} onPress={guideOpen ? closeGuideToButton : guide.show}>
            Getting started
          </Button>
        ) : null}
        <MenuTrigger>
          <Button className="btn btn-ghost">
            <span className="sr-only">Account </span>
            {me.account.displayName || me.account.email}
          </Button>
          <Popover className="popover" placement="bottom end">
            <Menu className="menu" onAction={(key) => (key === "sign-out" ? void signOut() : undefined)}>
              <MenuItem className="menu-item" id="site" href={outsideFrameHref("/")} target="_blank">
                View site
              </MenuItem>
              <MenuItem className="menu-item" id="sign-out">
                Sign out
              </MenuItem>
            </Menu>
          </Popover>
        </MenuTrigger>
      </header>
      {guideOpen ? <GuidePanel steps={guide.steps} onClose={closeGuideToButton} onFollow={closeGuide} /> : null}
      <nav className="rail" id={NAVIGATION_ID} aria-label="Configuration">
        <ul>
          {visible
            .filter((s) => s.nav)
            .map((screen) => {
              const current =
                match?.screen.id === screen.id ||
                (screen.id === "pages" && (match?.screen.id === "editor" || match?.screen.id === "blog")) ||
                (screen.id === "plan" && match?.screen.id === "plan-upgrade");
              return (
                <li key={screen.id}>
                  <Link className="rail-link" href={screenHref(screen.path)} aria-current={current ? "page" : undefined}>
                    {screen.label}
                  </Link>
                </li>
              );
            })}
        </ul>
      </nav>
      {frame ? <PanelPreviewSwitch preview={preview} onChange={setPreview} /> : null}
      <main className="panel" id="screen" tabIndex={-1}>
        {signedOut ? (
          <Notice tone="error" action={<a href={`/config/?frameUrl=${encodeURIComponent("/")}`}>Sign in again</a>}>
            Your session has ended. Nothing you saved is lost.
          </Notice>
        ) : null}
        {match ? (
          <ScreenOutlet screen={match.screen} params={match.params} />
        ) : (
          <EmptyState title="There is nothing here" action={<Link href={screenHref("")}>Go to Pages</Link>}>
            This address names no screen, or you do not have access to it.
          </EmptyState>
        )}
      </main>
      {frame ? <SiteFrame onEscape={escapeInFrame} /> : null}
    </div>
  );
}
