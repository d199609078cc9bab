/** A `<link>` of a page's head that points elsewhere: a feed of the page's posts, the page in another language, or its canonical address. */
export interface HeadLink {
  rel: "alternate" | "canonical";
  href: string;
  /** The linked document's content type (feeds). */
  type?: string;
  /** What a browser or feed reader names the link (feeds). */
  title?: string;
  /** The language of the page linked (the page in another of the site's languages; "x-default" for the one shown when none fits). */
  hreflang?: string;
}

/** The head's links to a page's feeds and its canonical address, written after its title. */
export function HeadLinks({ links }: { links: readonly HeadLink[] }) {
  return links.map((link) => (
    <link
      key={`${link.rel} ${link.hreflang ?? ""} ${link.href}`}
      rel={link.rel}
      href={link.href}
      type={link.type}
      title={link.title}
      hrefLang={link.hreflang}
    />
  ));
}
