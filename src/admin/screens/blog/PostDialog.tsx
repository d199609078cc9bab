import { useState } from "react";
import { CheckboxBox } from "../../shell/ui/Icon";
import { Checkbox, CheckboxGroup, Label } from "react-aria-components";
import { RadioField } from "../../shell/ui/RadioField";
import { SelectField } from "../../shell/ui/SelectField";
import { pageTitleProblem } from "../../../domain/pageRules";
import type { PostChanges, PostSummary } from "../../api/blogs";
import { FormDialog } from "../../shell/ui/FormDialog";
import type { FieldErrors } from "../../shell/ui/formSubmission";
import { TextInput } from "../../shell/ui/TextInput";
import { EventFields, eventProblems } from "./EventFields";
import { seoFieldsSchema } from "../../../domain/seo/seoFields";
import { SeoSettings } from "../../shell/seo/SeoSettings";
import { ReviewPanel } from "../../shell/review/ReviewPanel";

/** An ISO time as the value of a datetime-local input, in the browser's time zone. */
function localInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A post's settings: title, URL, excerpt, author (one of the site's people), publish state
 * (Available, Scheduled, Hidden, Private; Needs Review while an admin reviews it, changed by
 * whoever may publish), its review, tags and categories, what search engines and shared links
 * show; an event's date, times and place too.
 */
export function PostDialog(props: {
  post: PostSummary;
  siteTitle: string;
  people: { accountId: string; displayName: string }[];
  tags: string[];
  categories: string[];
  canWrite: boolean;
  /** Whether the signed-in account may publish (change the state, approve or send back). */
  canPublish: boolean;
  onSave: (changes: PostChanges) => Promise<void>;
  /** A review step was taken: what to announce. */
  onReviewed: (message: string) => void;
  onClose: () => void;
}) {
  const { post } = props;
  const [values, setValues] = useState({ ...post, publishOnLocal: localInput(post.publishOn) });
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  const submit = async () => {
    const local: FieldErrors = values.event ? eventProblems(values.event) : {};
    const titleProblem = pageTitleProblem(values.title);
    if (titleProblem) local.title = titleProblem;
    if (values.state === "scheduled" && values.publishOnLocal === "") local.publishOn = "Choose when the post publishes itself.";
    for (const issue of seoFieldsSchema.safeParse(values.seo).error?.issues ?? []) local[`seo.${issue.path.join(".")}`] = issue.message;
    if (Object.keys(local).length > 0) return local;
    await props.onSave({
      title: values.title,
      urlSlug: values.urlSlug,
      excerpt: values.excerpt,
      ...(values.state === post.state || values.state === "needs_review" ? {} : { state: values.state }),
      publishOn:
        values.state === "scheduled" || (values.state === "draft" && values.publishOnLocal !== "")
          ? new Date(values.publishOnLocal).toISOString()
          : values.state === "draft"
            ? null
            : post.publishOn,
      tags: values.tags,
      categories: values.categories,
      seo: values.seo,
      ...(values.authorId === post.authorId ? {} : { authorId: values.authorId }),
      ...(values.event ? { event: values.event } : {}),
    });
  };
  return (
    <FormDialog
      title={post.event ? "Event settings" : "Post settings"}
      submitLabel="Save"
      onClose={props.onClose}
      onSubmit={submit}
      canSubmit={props.canWrite}
      wide
    >
      {(errors) => (
        <>
          <TextInput label="Title" value={values.title} onChange={(title) => set({ title })} error={errors.title} isDisabled={!props.canWrite} autoFocus />
          <TextInput
            label="URL"
            value={values.urlSlug}
            onChange={(urlSlug) => set({ urlSlug })}
            error={errors.urlSlug}
            description="The last part of the post's address."
            isDisabled={!props.canWrite}
          />
          <TextInput
            label="Excerpt"
            multiline
            value={values.excerpt}
            onChange={(excerpt) => set({ excerpt })}
            error={errors.excerpt}
            isDisabled={!props.canWrite}
          />
          {values.event ? null : (
            <SelectField
              label="Author"
              value={values.authorId ?? ""}
              options={[{ value: "", label: "No author shown" }, ...props.people.map((person) => ({ value: person.accountId, label: person.displayName }))]}
              onChange={(authorId) => set({ authorId: authorId === "" ? null : authorId })}
              error={errors.authorId}
              description="Shown on the post as “By” and their name."
              isDisabled={!props.canWrite}
            />
          )}
          {values.event ? <EventFields value={values.event} onChange={(event) => set({ event })} errors={errors} isDisabled={!props.canWrite} /> : null}
          <RadioField
            label="Visibility"
            value={values.state}
            options={[
              ["published", "Available"],
              ["scheduled", "Scheduled"],
              ...(post.state === "needs_review" ? [["needs_review", "Needs Review"] as [string, string]] : []),
              ["draft", "Hidden"],
              ["private", "Private: signed-in contributors only"],
            ]}
            onChange={(state) => set({ state: state as PostSummary["state"] })}
            isDisabled={!props.canWrite || !props.canPublish}
          />
          {props.canPublish ? null : <p className="field-help">Only an admin changes who sees the post.</p>}
          <ReviewPanel
            ownerId={post.id}
            what="post"
            label={post.label}
            reviewNote={post.reviewNote}
            canWrite={props.canWrite}
            canPublish={props.canPublish}
            onDone={props.onReviewed}
          />
          {values.state === "scheduled" || (props.canWrite && !props.canPublish && post.state === "draft") ? (
            <TextInput
              label="Publishes itself at"
              type="datetime-local"
              value={values.publishOnLocal}
              onChange={(publishOnLocal) => set({ publishOnLocal })}
              error={errors.publishOn}
              isDisabled={!props.canWrite}
            />
          ) : null}
          {props.tags.length > 0 ? (
            <CheckboxGroup className="field" value={values.tags} onChange={(tags) => set({ tags })} isDisabled={!props.canWrite}>
              <Label>Tags</Label>
              <div className="row">
                {props.tags.map((tag) => (
                  <Checkbox key={tag} className="checkbox" value={tag}>
                    <CheckboxBox />
                    {tag}
                  </Checkbox>
                ))}
              </div>
            </CheckboxGroup>
          ) : null}
          {props.categories.length > 0 ? (
            <CheckboxGroup className="field" value={values.categories} onChange={(categories) => set({ categories })} isDisabled={!props.canWrite}>
              <Label>Categories</Label>
              <div className="row">
                {props.categories.map((category) => (
                  <Checkbox key={category} className="checkbox" value={category}>
                    <CheckboxBox />
                    {category}
                  </Checkbox>
                ))}
              </div>
            </CheckboxGroup>
          ) : null}
          <SeoSettings
            value={values.seo}
            own={{ title: values.title, description: values.excerpt, path: post.path, siteTitle: props.siteTitle }}
            onChange={(seo) => set({ seo })}
            errors={errors}
            isDisabled={!props.canWrite}
          />
        </>
      )}
    </FormDialog>
  );
}
