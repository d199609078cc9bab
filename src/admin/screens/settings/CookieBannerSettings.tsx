import { Button, Form } from "react-aria-components";
import { RadioField } from "../../shell/ui/RadioField";
import { COOKIE_BANNER_VARIANT } from "../../../domain/enumerations/cookieBanner";
import { barPosition, popupPosition, type CookieBannerApiSettings } from "../../../domain/visitorSettings/cookieBannerSettings";
import { cookieBannerInputSchema } from "../../../domain/visitorSettings/visitorSettingsSchemas";
import { visitorSettingsApi } from "../../api/visitorSettings";
import { CheckboxField } from "../../shell/ui/CheckboxField";
import { SelectField } from "../../shell/ui/SelectField";
import { ErrorState, Loading, Notice } from "../../shell/ui/states";
import { TextInput } from "../../shell/ui/TextInput";
import { useLoad } from "../../shell/useLoad";
import { CookieBannerPreview } from "./CookieBannerPreview";
import { useSettingsForm } from "../../shell/useSettingsForm";
import { FormError } from "../../shell/ui/FormError";

const BAR_POSITIONS = [
  { value: "TOP", label: "Top" },
  { value: "BOTTOM", label: "Bottom" },
];
const POPUP_POSITIONS = [
  { value: "TOP_LEFT", label: "Top left" },
  { value: "TOP_RIGHT", label: "Top right" },
  { value: "BOTTOM_LEFT", label: "Bottom left" },
  { value: "BOTTOM_RIGHT", label: "Bottom right" },
];

function BannerForm({ initial, canWrite }: { initial: CookieBannerApiSettings; canWrite: boolean }) {
  const form = useSettingsForm(initial, cookieBannerInputSchema, (value) => visitorSettingsApi.save("cookie-banner", value));
  const { values, errors, set } = form;
  const isBar = values.cookieBannerVariant === COOKIE_BANNER_VARIANT.BAR;
  return (
    <div className="banner-layout">
      <Form className="stack settings-form" onSubmit={form.submit} validationBehavior="aria" aria-label="Cookie banner">
        <CheckboxField
          label="Show a cookie banner"
          description="Visitors choose whether the site may set tracking cookies."
          isSelected={values.isCookieBannerEnabled}
          onChange={(isCookieBannerEnabled) => set({ isCookieBannerEnabled })}
          isDisabled={!canWrite}
        />
        <RadioField
          label="Layout"
          value={values.cookieBannerVariant}
          options={[
            ["BAR", "Bar"],
            ["POPUP", "Pop-up"],
          ]}
          onChange={(variant) =>
            set({
              cookieBannerVariant: variant as CookieBannerApiSettings["cookieBannerVariant"],
              cookieBannerPosition:
                variant === COOKIE_BANNER_VARIANT.BAR ? barPosition(values.cookieBannerPosition) : popupPosition(values.cookieBannerPosition),
            })
          }
          isDisabled={!canWrite}
        />
        <SelectField
          label="Position"
          value={values.cookieBannerPosition}
          options={isBar ? BAR_POSITIONS : POPUP_POSITIONS}
          onChange={(position) => set({ cookieBannerPosition: position as CookieBannerApiSettings["cookieBannerPosition"] })}
          isDisabled={!canWrite}
        />
        <RadioField
          label="Theme"
          value={values.cookieBannerTheme}
          options={[
            ["LIGHT", "Light"],
            ["DARK", "Dark"],
          ]}
          onChange={(theme) => set({ cookieBannerTheme: theme as CookieBannerApiSettings["cookieBannerTheme"] })}
          isDisabled={!canWrite}
        />
        <RadioField
          label="Buttons"
          value={values.cookieBannerCtaVariant}
          options={[
            ["TEXT", "Text"],
            ["BUTTON", "Button"],
            ["ICON", "Icon"],
          ]}
          onChange={(cta) => set({ cookieBannerCtaVariant: cta as CookieBannerApiSettings["cookieBannerCtaVariant"] })}
          isDisabled={!canWrite}
        />
        <RadioField
          label="Choices"
          value={values.cookieBannerAcceptType}
          options={[
            ["OPT_IN", "Accept only"],
            ["OPT_IN_AND_OUT", "Accept or decline"],
          ]}
          onChange={(type) => set({ cookieBannerAcceptType: type as CookieBannerApiSettings["cookieBannerAcceptType"] })}
          isDisabled={!canWrite}
        />
        <TextInput
          label="Text"
          multiline
          value={values.cookieBannerText}
          onChange={(cookieBannerText) => set({ cookieBannerText })}
          error={errors.cookieBannerText}
          isDisabled={!canWrite}
          maxLength={2000}
        />
        <TextInput
          label="Accept label"
          value={values.cookieBannerCtaText}
          onChange={(cookieBannerCtaText) => set({ cookieBannerCtaText })}
          error={errors.cookieBannerCtaText}
          isDisabled={!canWrite}
          maxLength={50}
        />
        {values.cookieBannerAcceptType === "OPT_IN_AND_OUT" ? (
          <TextInput
            label="Decline label"
            value={values.cookieBannerOptOutCtaText}
            onChange={(cookieBannerOptOutCtaText) => set({ cookieBannerOptOutCtaText })}
            error={errors.cookieBannerOptOutCtaText}
            isDisabled={!canWrite}
            maxLength={50}
          />
        ) : null}
        <CheckboxField
          label="Record visitor activity"
          description="Page views and visits count for analytics."
          isSelected={values.isActivityLogEnabled}
          onChange={(isActivityLogEnabled) => set({ isActivityLogEnabled })}
          isDisabled={!canWrite}
        />
        <CheckboxField
          label="Keep counting visits after Decline"
          description="Ticked: Decline only hides the banner, and the visitor cookies keep counting this visitor's visits. Clear: Decline removes every tracking cookie, the visitor cookies included, and none is set again."
          isSelected={values.keepVisitorCookiesAfterDecline}
          onChange={(keepVisitorCookiesAfterDecline) => set({ keepVisitorCookiesAfterDecline })}
          isDisabled={!canWrite}
        />
        <CheckboxField
          label="Wait for consent before analytics cookies"
          description="Ticked: no tracking cookie is set until a visitor presses Accept. Clear: visits are counted from the first page until a visitor declines."
          isSelected={values.isAnalyticsCookiesDisabled}
          onChange={(isAnalyticsCookiesDisabled) => set({ isAnalyticsCookiesDisabled })}
          isDisabled={!canWrite}
        />
        <CheckboxField
          label="Strict policy everywhere"
          description="Ticked: every visitor, wherever they are, gets no tracking cookie until they press Accept, whatever the box above says. Clear: the box above decides."
          isSelected={values.isRestrictiveCookiePolicyAbsolute}
          onChange={(isRestrictiveCookiePolicyAbsolute) => set({ isRestrictiveCookiePolicyAbsolute })}
          isDisabled={!canWrite}
        />
        <FormError message={errors.form} />
        {form.saved ? <Notice tone="success">Cookie banner saved.</Notice> : null}
        {canWrite ? (
          <div className="row">
            <Button className="btn btn-primary" type="submit" isDisabled={form.busy}>
              Save cookie banner
            </Button>
          </div>
        ) : null}
      </Form>
      <section aria-label="Preview">
        <h2 className="section-title">Preview</h2>
        <CookieBannerPreview settings={values} />
      </section>
    </div>
  );
}

/** The cookie banner tab: its settings beside a live preview. */
export function CookieBannerPanel({ canWrite }: { canWrite: boolean }) {
  const banner = useLoad(() => visitorSettingsApi.load("cookie-banner"), []);
  if (banner.status === "loading") return <Loading />;
  if (banner.status === "error") return <ErrorState message={banner.message} onRetry={banner.reload} />;
  return <BannerForm initial={banner.data} canWrite={canWrite} />;
}
