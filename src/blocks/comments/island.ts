import { crumbFetch } from "../../browser/crumbFetch";
import { FORM_MESSAGES } from "../../domain/messages/formMessages";
import { builtinCaptcha } from "../form/captcha/builtinCaptcha";
import { COMMENTS_DOM } from "./commentsDom";

const PLAIN_FAILURE = "Your comment could not be sent. Please try again.";

function find<T extends Element>(root: ParentNode, selector: string): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`comments: missing ${selector}`);
  return element;
}

/** The sentence of a refusal: the field's own message when the server names one, else its message. */
function refusalOf(data: unknown): string {
  if (typeof data !== "object" || data === null) return PLAIN_FAILURE;
  const { errors, message, error } = data as { errors?: Record<string, unknown>; message?: unknown; error?: unknown };
  const first = errors ? Object.values(errors).find((value): value is string => typeof value === "string") : undefined;
  if (first) return first;
  if (typeof message === "string") return message;
  return typeof error === "string" ? error : PLAIN_FAILURE;
}

/**
 * A post's comment section in the browser: starts the built-in captcha when the visitor reaches
 * the form, lets each comment's Reply button aim the form at its thread, and sends the comment,
 * saying whether it is published or awaits moderation. The browser checks the fields' marks
 * (required, lengths, address); the server checks them again with the same limits.
 */
export function mount(root: HTMLElement): void {
  const form = find<HTMLFormElement>(root, `.${COMMENTS_DOM.form}`);
  const message = find<HTMLElement>(form, `.${COMMENTS_DOM.message}`);
  const submit = find<HTMLButtonElement>(form, `.${COMMENTS_DOM.submit}`);
  const parent = find<HTMLInputElement>(form, `input[name="${COMMENTS_DOM.parent}"]`);
  const replyTo = find<HTMLElement>(form, `.${COMMENTS_DOM.replyTo}`);
  const captcha = builtinCaptcha(find<HTMLElement>(form, `.${COMMENTS_DOM.captchaStatus}`), () => undefined);
  form.addEventListener("focusin", () => captcha.start());

  const aim = (commentId: string, author: string) => {
    parent.value = commentId;
    replyTo.hidden = commentId === "";
    find<HTMLElement>(replyTo, "span").textContent = commentId === "" ? "" : `Replying to ${author}.`;
  };
  for (const button of Array.from(root.querySelectorAll<HTMLButtonElement>(`.${COMMENTS_DOM.replyButton}`))) {
    button.hidden = false;
    button.addEventListener("click", () => {
      aim(button.dataset.comment ?? "", button.dataset.author ?? "");
      find<HTMLElement>(form, "input[name=name]").focus();
    });
  }
  find<HTMLButtonElement>(form, `.${COMMENTS_DOM.cancelReply}`).addEventListener("click", () => {
    aim("", "");
    submit.focus();
  });

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (!form.reportValidity()) return;
    const answer = captcha.answer();
    if (!answer) {
      message.textContent = FORM_MESSAGES.captchaIncomplete;
      captcha.start();
      return;
    }
    const fields = new FormData(form);
    const text = (name: string) => String(fields.get(name) ?? "");
    submit.disabled = true;
    void (async () => {
      try {
        const response = await crumbFetch({
          method: "POST",
          url: "/api/comments",
          body: {
            json: {
              postId: text("postId"),
              ...(parent.value ? { parentId: parent.value } : {}),
              name: text("name"),
              email: text("email"),
              body: text("body"),
              captcha: answer,
            },
          },
        });
        const data = response.data as { message?: unknown } | null;
        if (response.status === 200 && typeof data?.message === "string") {
          message.textContent = data.message;
          find<HTMLTextAreaElement>(form, "textarea[name=body]").value = "";
          aim("", "");
        } else message.textContent = refusalOf(response.data);
      } catch {
        message.textContent = PLAIN_FAILURE;
      } finally {
        submit.disabled = false;
        captcha.reset();
      }
    })();
  });
}
