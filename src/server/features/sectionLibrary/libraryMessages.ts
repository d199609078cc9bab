/** What the library's refusals say, in plain words. */
export const LIBRARY_MESSAGES = {
  notFound: "No such section in the library.",
  nameTaken: "The library already has a section with this name.",
  sectionNotOnPage: "That section is not on the page any more. Reload the page and try again.",
  alreadyShared: "That section is already a shared section.",
  alreadyPlaced: "This page already shows that shared section.",
  notShared: "Only a shared section is published; a saved copy changes no page.",
  unknownStarter: "No such starter design.",
  draftConflict: "Someone saved this in the meantime. Reload it to see their changes, then make yours again.",
  tooManyBlocks: (page: string, max: number) => `${page} would show more than ${max} blocks with its shared sections.`,
  stillUsed: (pages: readonly string[]) =>
    `This shared section is used on ${pages.join(", ")}. Remove it from those pages first, or delete it and turn those places into copies.`,
} as const;
