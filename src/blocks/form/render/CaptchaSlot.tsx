import type { FormCaptcha } from "../../../domain/forms/formDefinition";
import { FORM_TEXTS } from "../../../domain/forms/formTexts";
import { FORM_MESSAGES } from "../../../domain/messages/formMessages";
import { FORM_DOM } from "../formDom";

/**
 * Where a form's captcha goes, just above its button: the built-in check's status line, the
 * third-party widget's mount point with the site key, or "ReCaptcha has not been set up!"
 * when the form asks for a provider the site has no keys for.
 */
export function CaptchaSlot(props: { captcha: FormCaptcha; siteKey: string | undefined }) {
  const { captcha, siteKey } = props;
  if (captcha === "none") return null;
  if (captcha === "builtin") {
    return (
      <div className={`${FORM_DOM.captcha} tsr-captcha`} data-captcha={captcha}>
        <p className={FORM_DOM.captchaStatus} role="status">
          {FORM_TEXTS.captchaIdle}
        </p>
      </div>
    );
  }
  if (!siteKey) {
    return (
      <div className={`${FORM_DOM.captcha} tsr-captcha`} data-captcha={captcha}>
        <p className={`${FORM_DOM.captchaStatus} tsr-captcha__status--error`} role="alert">
          {FORM_MESSAGES.recaptchaNotSetUp}
        </p>
      </div>
    );
  }
  return (
    <div className={`${FORM_DOM.captcha} tsr-captcha`} data-captcha={captcha} data-site-key={siteKey}>
      <div className={FORM_DOM.captchaWidget} />
    </div>
  );
}
