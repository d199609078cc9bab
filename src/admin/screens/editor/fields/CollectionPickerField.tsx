import { Button } from "react-aria-components";
import { GENERAL_MESSAGES } from "../../../../domain/messages/generalMessages";
import { pagesApi } from "../../../api/pages";
import { MenuSelect } from "../../../shell/ui/MenuSelect";
import { Notice } from "../../../shell/ui/states";
import { useLoad, type Loaded } from "../../../shell/useLoad";
import type { CollectionPageKind } from "../../../../blocks/types";
import type { FieldSpec } from "../settingsFields";

type CollectionSpec = Extract<FieldSpec, { kind: "collection" }>;

/** The option that leaves the choice to the site: its first page of the kind offered. */
const FIRST = "first";

/** The words of that option, by the kind of page offered. */
const FIRST_OF_KIND: Record<CollectionPageKind, string> = {
  blog: "The site's first blog",
  events: "The site's first events page",
  store: "The site's first shop",
};

/** The kinds of page a field offers: its own, or for a summary the kind its `source` setting names. */
function kindsOf(field: CollectionSpec, source: string): CollectionPageKind[] {
  if (field.kinds !== "source") return field.kinds;
  return [source === "products" ? "store" : source === "events" ? "events" : "blog"];
}

/**
 * Picks which of the site's blogs, events pages or shops a block shows, by title, from the page
 * tree. An optional field offers "The site's first ..." (kept as ""); a required one asks to choose.
 * When the page tree cannot be loaded it says "Unable to load collections" (spec 2 §8) with a way
 * to try again, the block's choice kept.
 */
export function CollectionPickerField(props: {
  field: CollectionSpec;
  value: string;
  /** The block's `source` setting, for a field that follows it. */
  source: string;
  onChange: (id: string) => void;
  error?: string;
  isDisabled: boolean;
}) {
  const tree = useLoad(pagesApi.tree, []);
  return (
    <>
      <CollectionMenu {...props} tree={tree} />
      {tree.status === "error" ? (
        <Notice
          tone="error"
          action={
            <Button className="btn btn-small" onPress={tree.reload}>
              Try again
            </Button>
          }
        >
          {GENERAL_MESSAGES.unableToLoadCollections}
        </Notice>
      ) : null}
    </>
  );
}

/** The pop-up list of the site's pages of the kinds the field offers. */
function CollectionMenu(props: {
  field: CollectionSpec;
  value: string;
  /** The block's `source` setting, for a field that follows it. */
  source: string;
  onChange: (id: string) => void;
  error?: string;
  isDisabled: boolean;
  tree: Loaded<Awaited<ReturnType<typeof pagesApi.tree>>>;
}) {
  const { tree } = props;
  const kinds = kindsOf(props.field, props.source);
  const pages =
    tree.status === "ready" ? tree.data.navigations.flatMap((navigation) => navigation.pages).filter((page) => kinds.some((kind) => kind === page.kind)) : [];
  const options = pages.map((page) => ({ id: page.id, label: page.title }));
  const disabled = props.isDisabled || tree.status !== "ready";
  if (props.field.required) {
    const current = pages.find((page) => page.id === props.value) ?? null;
    return (
      <MenuSelect
        label={props.field.label}
        value={current ? current.id : null}
        options={options}
        onChange={props.onChange}
        isDisabled={disabled}
        error={props.error && !current ? props.error : null}
        placeholder={
          tree.status === "ready" ? (pages.length === 0 ? "None on this site yet" : "Choose one") : tree.status === "error" ? "Not loaded" : "Loading pages…"
        }
      />
    );
  }
  return (
    <MenuSelect
      label={props.field.label}
      value={props.value === "" ? FIRST : props.value}
      options={[{ id: FIRST, label: FIRST_OF_KIND[kinds[0] ?? "blog"] }, ...options]}
      onChange={(id) => props.onChange(id === FIRST ? "" : id)}
      isDisabled={disabled}
      error={props.error ?? null}
    />
  );
}
