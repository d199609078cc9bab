import { pagesApi } from "../../../api/pages";
import { MenuSelect } from "../../../shell/ui/MenuSelect";
import { useLoad } from "../../../shell/useLoad";
import type { FieldSpec } from "../settingsFields";

type CollectionSpec = Extract<FieldSpec, { kind: "collection" }>;

/** The option that leaves the choice to the site: its first blog or events page. */
const FIRST = "first";

/** Each kind of page a collection field can pick, with the words of the choice that leaves it to the site. */
const KINDS = {
  blog: "The site's first blog",
  events: "The site's first events page",
  store: "The site's first shop",
} as const;

/** The kind of page a field picks: its own, or for a summary the kind its source names. */
function kindOf(holds: CollectionSpec["holds"], source: string): keyof typeof KINDS {
  if (holds === "events") return "events";
  if (holds === "source") return source === "products" ? "store" : source === "events" ? "events" : "blog";
  return "blog";
}

/** Picks which of the site's blogs, events pages or shops a block shows, by title; "The site's first ..." keeps it empty. */
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
  const kind = kindOf(props.field.holds, props.source);
  const pages = tree.status === "ready" ? tree.data.navigations.flatMap((navigation) => navigation.pages).filter((page) => page.kind === kind) : [];
  const firstLabel = KINDS[kind];
  return (
    <MenuSelect
      label={props.field.label}
      value={props.value === "" ? FIRST : props.value}
      options={[{ id: FIRST, label: firstLabel }, ...pages.map((page) => ({ id: page.id, label: page.title }))]}
      onChange={(id) => props.onChange(id === FIRST ? "" : id)}
      isDisabled={props.isDisabled || tree.status !== "ready"}
      error={props.error ?? null}
    />
  );
}
