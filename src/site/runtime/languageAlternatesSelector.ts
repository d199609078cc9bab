/** The head's links to the page in the site's other languages (pages of a site with several): the runtime loads the language suggestion only where they are. */
export const LANGUAGE_ALTERNATES_SELECTOR = 'link[rel="alternate"][hreflang]:not([hreflang="x-default"])';
