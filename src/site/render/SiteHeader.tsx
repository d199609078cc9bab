/** A link in the site's main navigation. */
export interface NavigationLink {
  title: string;
  href: string;
  current: boolean;
}

/** The site header: the site's title linking home, and the main navigation. */
export function SiteHeader(props: { siteTitle: string; homeHref: string; navigation: NavigationLink[] }) {
  return (
    <header className="tsr-site-header">
      <div className="tsr-container tsr-site-header__inner">
        <a className="tsr-site-title" href={props.homeHref}>
          {props.siteTitle}
        </a>
        {props.navigation.length > 0 ? (
          <nav className="tsr-site-nav" aria-label="Main">
            <ul>
              {props.navigation.map((link) => (
                <li key={link.href}>
                  <a href={link.href} aria-current={link.current ? "page" : undefined}>
                    {link.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </header>
  );
}
