import type { SeoFields } from "../../../domain/seo/seoFields";
import { ImageField } from "../media/ImageField";
import { CheckboxField } from "../ui/CheckboxField";
import type { FieldErrors } from "../ui/formSubmission";
import { TextInput } from "../ui/TextInput";
import { SearchResultPreview, SocialCardPreview, type SeoOwnFacts } from "./SeoPreviews";
import "./seo.css";

/**
 * The "Search engines and sharing" part of a page's, post's or product's settings: a search title
 * and description, the picture shared links show, and "Hide from search engines", with a preview
 * of the search result and of the shared link's card as the owner types. Errors are keyed
 * `seo.title`, `seo.description`, `seo.socialImage`, as the shared schema names them.
 */
export function SeoSettings(props: { value: SeoFields; own: SeoOwnFacts; onChange: (value: SeoFields) => void; errors: FieldErrors; isDisabled: boolean }) {
  const set = (patch: Partial<SeoFields>) => props.onChange({ ...props.value, ...patch });
  return (
    <fieldset className="fieldset seo-settings">
      <legend>Search engines and sharing</legend>
      <TextInput
        label="Search title"
        value={props.value.title}
        onChange={(title) => set({ title })}
        error={props.errors["seo.title"]}
        description="Shown as the link in search results and shared links. Empty uses the title."
        isDisabled={props.isDisabled}
      />
      <TextInput
        label="Search description"
        multiline
        value={props.value.description}
        onChange={(description) => set({ description })}
        error={props.errors["seo.description"]}
        description="A sentence or two under the link in search results. Empty uses the excerpt or description."
        isDisabled={props.isDisabled}
      />
      <ImageField
        label="Social image"
        value={props.value.socialImage}
        onChange={(socialImage) => set({ socialImage })}
        error={props.errors["seo.socialImage"]}
        isDisabled={props.isDisabled}
      />
      <CheckboxField
        label="Hide from search engines"
        description="Search engines leave it out of their results, and the site map does not list it. Visitors with the link still see it."
        isSelected={props.value.hidden}
        onChange={(hidden) => set({ hidden })}
        isDisabled={props.isDisabled}
      />
      <div className="seo-previews">
        <SearchResultPreview seo={props.value} own={props.own} />
        <SocialCardPreview seo={props.value} own={props.own} />
      </div>
    </fieldset>
  );
}
