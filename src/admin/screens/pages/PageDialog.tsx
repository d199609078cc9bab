import { useState } from "react";
import { RadioField } from "../../shell/ui/RadioField";
import { pageSlugProblem, pageTitleProblem } from "../../../domain/pageRules";
import { seoFieldsOf, seoFieldsSchema, type SeoFields } from "../../../domain/seo/seoFields";
import { SeoSettings } from "../../shell/seo/SeoSettings";
import { FormDialog } from "../../shell/ui/FormDialog";
import type { FieldErrors } from "../../shell/ui/formSubmission";
import { TextInput } from "../../shell/ui/TextInput";

/** What the page dialog edits: a new page, a title, a URL, a password, or what search engines and shared links show. */
export type PageDialogMode =
  | { kind: "create" }
  | { kind: "rename"; title: string }
  | { kind: "slug"; urlSlug: string }
  | { kind: "password"; title: string }
  | { kind: "seo"; title: string; path: string; seo: SeoFields; siteTitle: string };

/** The values the dialog hands back. */
export interface PageDialogValues {
  title: string;
  urlSlug: string;
  kind: "page" | "blog" | "events";
  navigation: "main" | "_hidden";
  password: string;
  seo: SeoFields;
}

function titleOf(mode: PageDialogMode): string {
  switch (mode.kind) {
    case "create":
      return "Add a page";
    case "rename":
      return "Rename page";
    case "slug":
      return "Change the page's web address";
    case "password":
      return `Password for ${mode.title}`;
    case "seo":
      return `Search engines and sharing for ${mode.title}`;
  }
}

/**
 * One dialog for adding, renaming, re-addressing and locking pages, and for their SEO fields. It checks with the shared
 * rules first, then shows the server's message when the save is refused.
 */
export function PageDialog(props: { mode: PageDialogMode; onClose: () => void; onSubmit: (values: PageDialogValues) => Promise<void> }) {
  const { mode } = props;
  const [values, setValues] = useState<PageDialogValues>({
    title: mode.kind === "rename" ? mode.title : "",
    urlSlug: mode.kind === "slug" ? mode.urlSlug : "",
    kind: "page",
    navigation: "main",
    password: "",
    seo: mode.kind === "seo" ? mode.seo : seoFieldsOf(undefined),
  });
  const set = (patch: Partial<PageDialogValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = async () => {
    const local: FieldErrors = {};
    if (mode.kind === "create" || mode.kind === "rename") {
      const problem = pageTitleProblem(values.title);
      if (problem) local.title = problem;
    }
    if (mode.kind === "slug") {
      const problem = pageSlugProblem(values.urlSlug);
      if (problem) local.urlSlug = problem;
    }
    if (mode.kind === "seo") {
      for (const issue of seoFieldsSchema.safeParse(values.seo).error?.issues ?? []) local[`seo.${issue.path.join(".")}`] = issue.message;
    }
    if (Object.keys(local).length > 0) return local;
    await props.onSubmit(values);
  };

  return (
    <FormDialog title={titleOf(mode)} submitLabel={mode.kind === "create" ? "Add page" : "Save"} onClose={props.onClose} onSubmit={submit}>
      {(errors) => (
        <>
          {mode.kind === "create" || mode.kind === "rename" ? (
            <TextInput label="Title" value={values.title} onChange={(title) => set({ title })} error={errors.title} autoFocus isRequired />
          ) : null}
          {mode.kind === "create" ? (
            <>
              <RadioField
                label="Type"
                value={values.kind}
                options={[
                  ["page", "Page"],
                  ["blog", "Blog"],
                  ["events", "Events"],
                ]}
                onChange={(kind) => set({ kind: kind as PageDialogValues["kind"] })}
              />
              <RadioField
                label="Where"
                value={values.navigation}
                options={[
                  ["main", "Main navigation"],
                  ["_hidden", "Not linked"],
                ]}
                onChange={(navigation) => set({ navigation: navigation as "main" | "_hidden" })}
              />
            </>
          ) : null}
          {mode.kind === "slug" ? (
            <TextInput
              label="URL"
              value={values.urlSlug}
              onChange={(urlSlug) => set({ urlSlug })}
              error={errors.urlSlug}
              description="Lowercase letters, digits and hyphens, for example our-story."
              autoFocus
              isRequired
            />
          ) : null}
          {mode.kind === "password" ? (
            <TextInput
              label="New password"
              type="password"
              value={values.password}
              onChange={(password) => set({ password })}
              error={errors.password}
              description="Visitors must enter it to see this page. Leave empty and save to remove the password."
              autoFocus
            />
          ) : null}
          {mode.kind === "seo" ? (
            <SeoSettings
              value={values.seo}
              own={{ title: mode.title, description: "", path: mode.path, siteTitle: mode.siteTitle }}
              onChange={(seo) => set({ seo })}
              errors={errors}
              isDisabled={false}
            />
          ) : null}
        </>
      )}
    </FormDialog>
  );
}
