import { pagesApi } from "../../../api/pages";
import { MenuSelect } from "../../../shell/ui/MenuSelect";
import { useLoad } from "../../../shell/useLoad";
import type { FieldSpec } from "../settingsFields";

type CollectionSpec = Extract<FieldSpec, { kind: "collection" }>;

/** The option that leaves the choice to the site: its first blog or events page. */
const FIRST = "first";

/** Picks which of the site's blogs (or events pages) a listing block shows, by title; "The first one" keeps it empty. */
export function CollectionPickerField(props: { field: CollectionSpec; value: string; onChange: (id: string) => void; error?: string; isDisabled: boolean }) {
  const tree = useLoad(pagesApi.tree, []);
  const kind = props.field.holds === "events" ? "events" : "blog";
  const pages = tree.status === "ready" ? tree.data.navigations.flatMap((navigation) => navigation.pages).filter((page) => page.kind === kind) : [];
  const firstLabel = props.field.holds === "events" ? "The site's first events page" : "The site's first blog";
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
