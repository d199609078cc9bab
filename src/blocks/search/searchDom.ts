/** The class names and ids the search block's markup and its preview share. */
export const SEARCH_DOM = {
  /** The island's name (src/blocks/search/island.ts), marked on the search block and the search page's box. */
  island: "search",
  form: "tsr-search-block__form",
  input: "tsr-search-block__input",
  listbox: "tsr-search-preview",
  option: "tsr-search-preview__option",
  status: "tsr-search-preview__status",
  /** The status line when results could not be loaded: shown, not only spoken. */
  statusProblem: "tsr-search-preview__status--problem",
  /** The listbox's id, from the block's id. */
  listboxId: (blockId: string) => `search-preview-${blockId}`,
  /** An option's id, from the block's id and the option's place. */
  optionId: (blockId: string, index: number) => `search-preview-${blockId}-${index}`,
} as const;
