/** The class of the site header's language list (site/render/HeaderLanguages.tsx), which the runtime closes on Escape and when left. */
export const HEADER_LANGUAGES_CLASS = "tsr-header-languages";
