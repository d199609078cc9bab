import { useEffect, useState } from "react";
import { Button, Link, Menu, MenuItem, MenuTrigger, Popover } from "react-aria-components";
import { api, LOGIN_REQUIRED_EVENT } from "../api/client";
import { allows, useMe } from "./access";
import { outsideFrameHref, SiteFrame } from "./frame";
import { matchScreen, screenHref, useRouter } from "./router";
import { ScreenOutlet } from "./ScreenOutlet";
import { SCREENS } from "./screens";
import { EmptyState, Notice } from "./ui/states";

function roleSummary(canWrite: boolean): string {
  return canWrite ? "" : "View only";
}

/** The frame of every screen: top bar, navigation, the screen and, when it wants one, the site frame. */
export function Layout() {
  const me = useMe();
  const { subPath } = useRouter();
  const [signedOut, setSignedOut] = useState(false);
  const visible = SCREENS.filter((s) => allows(me, s.permission, "read"));
  const match = matchScreen(visible, subPath);
  useEffect(() => {
    const onLoginRequired = () => setSignedOut(true);
    window.addEventListener(LOGIN_REQUIRED_EVENT, onLoginRequired);
    return () => window.removeEventListener(LOGIN_REQUIRED_EVENT, onLoginRequired);
  }, []);
  useEffect(() => {
    document.title = `${match?.screen.label ?? "Not found"} — ${me.website.title}`;
  }, [match, me.website.title]);

  const signOut = async () => {
    const result = await api.post<{ redirect: string }>("/api/auth/Logout");
    window.location.assign(result.redirect);
  };
  const viewOnly = me.permissions.write.length === 0;

  return (
    <div className={match?.screen.frame ? "shell shell-with-frame" : "shell"}>
      <a className="skip-link" href="#screen">
        Skip to content
      </a>
      <header className="topbar">
        <span className="brand">Tessera</span>
        <span className="site-title">{me.website.title}</span>
        {viewOnly ? <span className="badge">{roleSummary(false)}</span> : null}
        <span className="topbar-spacer" />
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
      <nav className="rail" aria-label="Configuration">
        <ul>
          {visible
            .filter((s) => s.nav)
            .map((screen) => {
              const current = match?.screen.id === screen.id || (screen.id === "pages" && (match?.screen.id === "editor" || match?.screen.id === "blog"));
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
      {match?.screen.frame ? <SiteFrame /> : null}
    </div>
  );
}
