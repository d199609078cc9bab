import type { ReactNode } from "react";
import { Button, Form } from "react-aria-components";
import { RadioField } from "../../shell/ui/RadioField";
import type { AnnouncementBarSettings, MobileInfoBarSettings } from "../../../domain/visitorSettings/barSettings";
import type { PopupOverlaySettings } from "../../../domain/visitorSettings/popupOverlaySettings";
import { announcementBarInputSchema, mobileInfoBarInputSchema, popupOverlayInputSchema } from "../../../domain/visitorSettings/visitorSettingsSchemas";
import { popupFormChoicesApi, visitorSettingsApi, type VisitorSettings } from "../../api/visitorSettings";
import { SelectField } from "../../shell/ui/SelectField";
import { CheckboxField } from "../../shell/ui/CheckboxField";
import { ErrorState, Loading, Notice } from "../../shell/ui/states";
import { TextInput } from "../../shell/ui/TextInput";
import { useLoad } from "../../shell/useLoad";
import { useSettingsForm, type SettingsForm } from "../../shell/useSettingsForm";
import { FormError } from "../../shell/ui/FormError";

function Frame<T extends object>(props: { form: SettingsForm<T>; label: string; canWrite: boolean; children: ReactNode }) {
  const { form } = props;
  return (
    <Form className="stack settings-form" onSubmit={form.submit} validationBehavior="aria" aria-label={props.label}>
      {props.children}
      <FormError message={form.errors.form} />
      {form.saved ? <Notice tone="success">{props.label} saved. The site shows it now.</Notice> : null}
      {props.canWrite ? (
        <div className="row">
          <Button className="btn btn-primary" type="submit" isDisabled={form.busy}>
            Save {props.label.toLowerCase()}
          </Button>
        </div>
      ) : null}
    </Form>
  );
}

function Loaded<K extends keyof VisitorSettings>(props: { name: K; render: (initial: VisitorSettings[K]) => ReactNode }) {
  const data = useLoad(() => visitorSettingsApi.load(props.name), [props.name]);
  if (data.status === "loading") return <Loading />;
  if (data.status === "error") return <ErrorState message={data.message} onRetry={data.reload} />;
  return <>{props.render(data.data)}</>;
}

/** The popup's sign-up form: none, or one of the site's forms with an email field. */
function PopupFormPicker(props: { value: string; onChange: (formId: string) => void; error?: string; isDisabled: boolean }) {
  const forms = useLoad(popupFormChoicesApi.list, []);
  const choices = forms.status === "ready" ? forms.data : [];
  const kept = props.value !== "" && forms.status === "ready" && !choices.some((form) => form.id === props.value);
  return (
    <SelectField
      label="Sign-up form"
      value={props.value}
      options={[
        { value: "", label: forms.status === "loading" ? "Loading forms…" : "No form" },
        ...choices.map((form) => ({ value: form.id, label: form.name })),
        ...(kept ? [{ value: props.value, label: "A form that is gone or has no email field" }] : []),
      ]}
      onChange={props.onChange}
      error={props.error ?? (forms.status === "error" ? forms.message : undefined)}
      isDisabled={props.isDisabled || forms.status !== "ready"}
      description="Visitors sign up in the popup with this form; only forms with an email field are listed. Until they do, it comes back as often as set below."
    />
  );
}

function PopupForm({ initial, canWrite }: { initial: PopupOverlaySettings; canWrite: boolean }) {
  const form = useSettingsForm(initial, popupOverlayInputSchema, (value) => visitorSettingsApi.save("popup-overlay", value));
  const { values, errors, set } = form;
  const number = (text: string) => (text.trim() === "" || Number.isNaN(Number(text)) ? Number.NaN : Number(text));
  return (
    <Frame form={form} label="Popup" canWrite={canWrite}>
      <CheckboxField
        label="Show a popup"
        description="A message over the page, for example a newsletter offer."
        isSelected={values.isEnabled}
        onChange={(isEnabled) => set({ isEnabled })}
        isDisabled={!canWrite}
      />
      <RadioField
        label="Layout"
        value={values.style}
        options={[
          ["CARD", "Card"],
          ["FULL", "Full screen"],
        ]}
        onChange={(style) => set({ style: style as PopupOverlaySettings["style"] })}
        isDisabled={!canWrite}
      />
      <TextInput label="Title" value={values.title} onChange={(title) => set({ title })} error={errors.title} isDisabled={!canWrite} maxLength={120} />
      <TextInput
        label="Message"
        multiline
        value={values.message}
        onChange={(message) => set({ message })}
        error={errors.message}
        isDisabled={!canWrite}
        maxLength={1000}
      />
      <PopupFormPicker value={values.formId} onChange={(formId) => set({ formId })} error={errors.formId} isDisabled={!canWrite} />
      <TextInput
        label="Button label"
        value={values.ctaText}
        onChange={(ctaText) => set({ ctaText })}
        error={errors.ctaText}
        isDisabled={!canWrite}
        maxLength={50}
      />
      <TextInput
        label="Button link"
        value={values.ctaUrl}
        onChange={(ctaUrl) => set({ ctaUrl })}
        error={errors.ctaUrl}
        isDisabled={!canWrite}
        description="A page such as /menu, or a web address starting with https://. Empty keeps the visitor on the page."
      />
      <TextInput
        label="Show again after (days)"
        type="number"
        value={String(values.displayFrequency)}
        onChange={(text) => set({ displayFrequency: number(text) })}
        error={errors.displayFrequency}
        isDisabled={!canWrite}
        description="Days before a visitor who closed it sees it again; -1 for never, 0 for every visit."
      />
      <CheckboxField
        label="Stop after sign-up"
        description="Visitors who signed up with its form never see it again; following its button's link is not a sign-up."
        isSelected={values.showUntilSignup}
        onChange={(showUntilSignup) => set({ showUntilSignup })}
        isDisabled={!canWrite}
      />
      <CheckboxField label="Show on phones" isSelected={values.enableMobile} onChange={(enableMobile) => set({ enableMobile })} isDisabled={!canWrite} />
      {canWrite ? (
        <Button className="btn btn-small" onPress={() => set({ version: Math.min(values.version + 1, 1_000_000) })}>
          Show again to everyone (version {values.version})
        </Button>
      ) : null}
    </Frame>
  );
}

function AnnouncementForm({ initial, canWrite }: { initial: AnnouncementBarSettings; canWrite: boolean }) {
  const form = useSettingsForm(initial, announcementBarInputSchema, (value) => visitorSettingsApi.save("announcement-bar", value));
  const { values, errors, set } = form;
  return (
    <Frame form={form} label="Announcement bar" canWrite={canWrite}>
      <CheckboxField
        label="Show an announcement bar"
        description="A line across the top of every page."
        isSelected={values.isEnabled}
        onChange={(isEnabled) => set({ isEnabled })}
        isDisabled={!canWrite}
      />
      <TextInput label="Announcement" value={values.text} onChange={(text) => set({ text })} error={errors.text} isDisabled={!canWrite} maxLength={200} />
      <TextInput
        label="Link"
        value={values.linkUrl}
        onChange={(linkUrl) => set({ linkUrl })}
        error={errors.linkUrl}
        isDisabled={!canWrite}
        description="Optional: a page such as /menu, or a web address starting with https://."
      />
    </Frame>
  );
}

function MobileBarForm({ initial, canWrite }: { initial: MobileInfoBarSettings; canWrite: boolean }) {
  const form = useSettingsForm(initial, mobileInfoBarInputSchema, (value) => visitorSettingsApi.save("mobile-info-bar", value));
  const { values, errors, set } = form;
  return (
    <Frame form={form} label="Mobile info bar" canWrite={canWrite}>
      <CheckboxField
        label="Show the mobile info bar"
        description="Call and mail shortcuts on screens up to 1024 pixels wide."
        isSelected={values.isEnabled}
        onChange={(isEnabled) => set({ isEnabled })}
        isDisabled={!canWrite}
      />
      <RadioField
        label="Theme"
        value={values.theme}
        options={[
          ["LIGHT", "Light"],
          ["DARK", "Dark"],
        ]}
        onChange={(theme) => set({ theme: theme as MobileInfoBarSettings["theme"] })}
        isDisabled={!canWrite}
      />
      <TextInput label="Text" value={values.text} onChange={(text) => set({ text })} error={errors.text} isDisabled={!canWrite} maxLength={200} />
      <TextInput
        label="Phone number"
        type="text"
        value={values.phoneNumber}
        onChange={(phoneNumber) => set({ phoneNumber })}
        error={errors.phoneNumber}
        isDisabled={!canWrite}
      />
      <TextInput
        label="Email address"
        type="email"
        value={values.emailAddress}
        onChange={(emailAddress) => set({ emailAddress })}
        error={errors.emailAddress}
        isDisabled={!canWrite}
      />
    </Frame>
  );
}

/** The popup overlay tab. */
export function PopupPanel({ canWrite }: { canWrite: boolean }) {
  return <Loaded name="popup-overlay" render={(initial) => <PopupForm initial={initial} canWrite={canWrite} />} />;
}

/** The announcement bar and mobile info bar tab. */
export function BarsPanel({ canWrite }: { canWrite: boolean }) {
  return (
    <div className="stack">
      <Loaded name="announcement-bar" render={(initial) => <AnnouncementForm initial={initial} canWrite={canWrite} />} />
      <Loaded name="mobile-info-bar" render={(initial) => <MobileBarForm initial={initial} canWrite={canWrite} />} />
    </div>
  );
}
