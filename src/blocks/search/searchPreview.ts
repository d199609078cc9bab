import { SEARCH_PREVIEW_WORDS } from "../../domain/messages/searchPreviewWords";
import { SEARCH_PATH, searchHref } from "../../domain/search/searchAddress";
import { givenWords } from "../../domain/translations/givenWords";
import { SEARCH_DOM } from "./searchDom";
import { previewQueries, TooManySearches, type PreviewResult, type PreviewState } from "./previewQueries";

/** The preview's answer from the server, the first results of the words typed, in the page's language. */
async function askServer(q: string): Promise<{ total: number; results: PreviewResult[] }> {
  const query = new URLSearchParams({ q, locale: document.documentElement.lang });
  const response = await fetch(`/api/search?${query.toString()}`, { headers: { accept: "application/json" } });
  if (response.status === 429) throw new TooManySearches();
  if (!response.ok) throw new Error(`search answered ${response.status}`);
  return (await response.json()) as { total: number; results: PreviewResult[] };
}

/** The preview's words in the page's language, as the listbox hands them. */
type PreviewWords = Record<keyof typeof SEARCH_PREVIEW_WORDS, string>;

/** A result kind's name in the preview's words. */
const KIND_WORD = { page: "searchPage", post: "searchPost", product: "searchProduct", event: "searchEvent" } as const satisfies Record<
  PreviewResult["kind"],
  keyof PreviewWords
>;

/** The words with `{count}` and `{query}` filled in. */
function filled(text: string, count: number, query: string): string {
  return text.replace("{count}", String(count)).replace("{query}", () => query);
}

/** One option of the listbox: the result's kind, title and snippet, its matched words in <mark>, all as text. */
function optionFor(id: string, result: PreviewResult, words: PreviewWords): HTMLLIElement {
  const option = document.createElement("li");
  option.id = id;
  option.className = SEARCH_DOM.option;
  option.setAttribute("role", "option");
  option.setAttribute("aria-selected", "false");
  option.dataset.url = result.url;
  const kind = document.createElement("span");
  kind.className = `${SEARCH_DOM.option}-kind`;
  kind.textContent = words[KIND_WORD[result.kind]];
  const title = document.createElement("span");
  title.className = `${SEARCH_DOM.option}-title`;
  title.textContent = result.title;
  const snippet = document.createElement("span");
  snippet.className = `${SEARCH_DOM.option}-snippet`;
  for (const part of result.snippet) {
    if (!part.match) snippet.append(part.text);
    else snippet.append(Object.assign(document.createElement("mark"), { textContent: part.text }));
  }
  option.append(kind, title, snippet);
  return option;
}

/**
 * The search preview (a chunk of its own): the block's box becomes a combobox (the ARIA 1.2
 * pattern) whose listbox shows the first results as the visitor types. Up and down move through
 * them, Enter opens the one chosen (or, with none chosen, the search page), Escape closes the
 * list, and the status line says how many results there are (or, when the server asks the
 * visitor to slow down, that there were too many searches). Results and the search page
 * linked are the page's language's (the block's form names that language's search page), and
 * so are its words (the listbox's `data-texts`).
 */
export function startPreview(root: HTMLElement, input: HTMLInputElement): void {
  const listbox = root.querySelector<HTMLUListElement>(`.${SEARCH_DOM.listbox}`);
  const status = root.querySelector<HTMLElement>(`.${SEARCH_DOM.status}`);
  if (!listbox || !status) return;
  const words = givenWords(listbox.dataset.texts, SEARCH_PREVIEW_WORDS);
  const blockId = listbox.id.replace(/^search-preview-/, "");
  const searchPath = root.querySelector("form")?.getAttribute("action") ?? SEARCH_PATH;
  let options: HTMLLIElement[] = [];
  let active = -1;

  const choose = (index: number) => {
    active = index;
    options.forEach((option, n) => option.setAttribute("aria-selected", String(n === index)));
    if (index < 0) input.removeAttribute("aria-activedescendant");
    else {
      input.setAttribute("aria-activedescendant", options[index]!.id);
      options[index]!.scrollIntoView({ block: "nearest" });
    }
  };
  const close = () => {
    listbox.hidden = true;
    listbox.replaceChildren();
    options = [];
    choose(-1);
    input.setAttribute("aria-expanded", "false");
  };
  const show = (state: PreviewState) => {
    status.classList.toggle(SEARCH_DOM.statusProblem, state.kind === "failed");
    if (state.kind === "closed") {
      close();
      status.textContent = "";
      return;
    }
    if (state.kind === "failed") {
      close();
      status.textContent = state.tooMany ? words.previewTooMany : words.previewFailed;
      return;
    }
    options = state.results.map((result, index) => optionFor(SEARCH_DOM.optionId(blockId, index), result, words));
    if (state.total > state.results.length) {
      const all = optionFor(
        SEARCH_DOM.optionId(blockId, options.length),
        {
          kind: "page",
          title: filled(words.previewSeeAll, state.total, state.q),
          url: searchHref(state.q, undefined, 1, searchPath),
          snippet: [],
        },
        words,
      );
      all.classList.add(`${SEARCH_DOM.option}--all`);
      all.querySelector(`.${SEARCH_DOM.option}-kind`)?.remove();
      options.push(all);
    }
    listbox.replaceChildren(...options);
    listbox.hidden = options.length === 0;
    input.setAttribute("aria-expanded", String(options.length > 0));
    choose(-1);
    const said = state.total === 0 ? words.previewNothing : state.total === 1 ? words.previewOne : words.previewMany;
    status.textContent = filled(said, state.total, state.q);
  };
  const queries = previewQueries(askServer, show);

  input.addEventListener("input", () => queries.typed(input.value));
  input.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      if (listbox.hidden) return;
      event.preventDefault();
      queries.stop();
      close();
      return;
    }
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (options.length === 0) return;
      event.preventDefault();
      const last = options.length - 1;
      if (event.key === "ArrowDown") choose(active >= last ? 0 : active + 1);
      else choose(active <= 0 ? last : active - 1);
      return;
    }
    if (event.key === "Enter" && active >= 0) {
      event.preventDefault();
      window.location.assign(options[active]!.dataset.url ?? "/");
    }
  });
  listbox.addEventListener("pointerdown", (event) => event.preventDefault());
  listbox.addEventListener("click", (event) => {
    const option = (event.target as Element).closest<HTMLLIElement>(`.${SEARCH_DOM.option}`);
    if (option?.dataset.url) window.location.assign(option.dataset.url);
  });
  root.addEventListener("focusout", (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) close();
  });
  // Words typed before the preview loaded are asked at once; the words the page came with (the search page's) are not.
  if (input.value.trim() !== "" && input.value !== input.defaultValue) queries.typed(input.value);
}
