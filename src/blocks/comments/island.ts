import { crumbFetch } from "../../browser/crumbFetch";
import { COMMENT_SCRIPT_WORDS, type CommentScriptWords } from "../../domain/messages/commentScriptWords";
import { givenWords } from "../../domain/translations/givenWords";
import { builtinCaptcha } from "../form/captcha/builtinCaptcha";
import { startCaptchaOnEntry } from "../form/captcha/captchaWidget";
import { COMMENTS_DOM } from "./commentsDom";

function find<T extends Element>(root: ParentNode, selector: string): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`comments: missing ${selector}`);
  return element;
}

/** The sentence each field the server may refuse is named with, by the field's name in the answer. */
const REFUSED_FIELDS: Readonly<Record<string, keyof CommentScriptWords>> = {
  name: "commentNameRefused",
  email: "commentEmailRefused",
  body: "commentBodyRefused",
  captcha: "commentCaptchaRefused",
  parentId: "commentParentGone",
};

/**
 * The sentence of a refusal in the page's words, chosen by what the server answered rather than
 * by its English sentence: too many comments (429), comments closed (403, 404), the first field
 * it names (400), else that the comment was not sent.
 */
function refusalOf(status: number, data: unknown, words: CommentScriptWords): string {
  if (status === 429) return words.tooManyComments;
  if (status === 403 || status === 404) return words.commentsClosed;
  const errors = typeof data === "object" && data !== null ? (data as { errors?: unknown }).errors : undefined;
  const fields = typeof errors === "object" && errors !== null ? Object.keys(errors) : [];
  const named = fields.map((field) => REFUSED_FIELDS[field]).find((name) => name !== undefined);
  return named ? words[named] : words.commentNotSent;
}

/**
 * A post's comment section in the browser: starts the built-in captcha when the visitor reaches
 * the form, lets each comment's Reply button aim the form at its thread, and sends the comment,
 * saying whether it is published or awaits moderation. The browser checks the fields' marks
 * (required, lengths, address); the server checks them again with the same limits. Everything it
 * writes is in the words the thread hands it (`data-texts`, the page's language).
 */
export function mount(root: HTMLElement): void {
  const thread = root.matches(".tsr-comments") ? root : find<HTMLElement>(root, ".tsr-comments");
  const words = givenWords(thread.dataset.texts, COMMENT_SCRIPT_WORDS);
  const form = find<HTMLFormElement>(root, `.${COMMENTS_DOM.form}`);
  const message = find<HTMLElement>(form, `.${COMMENTS_DOM.message}`);
  const submit = find<HTMLButtonElement>(form, `.${COMMENTS_DOM.submit}`);
  const parent = find<HTMLInputElement>(form, `input[name="${COMMENTS_DOM.parent}"]`);
  const replyTo = find<HTMLElement>(form, `.${COMMENTS_DOM.replyTo}`);
  const captcha = builtinCaptcha(find<HTMLElement>(form, `.${COMMENTS_DOM.captchaStatus}`), () => undefined, {
    idle: words.commentCaptchaIdle,
    working: words.commentCaptchaWorking,
    done: words.commentCaptchaDone,
  });
  startCaptchaOnEntry(form, captcha);

  const aim = (commentId: string, author: string) => {
    parent.value = commentId;
    replyTo.hidden = commentId === "";
    find<HTMLElement>(replyTo, "span").textContent = commentId === "" ? "" : words.replyingTo.replace("{name}", () => author);
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
      message.textContent = words.commentCaptchaIncomplete;
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
        const state = (response.data as { state?: unknown } | null)?.state;
        if (response.status === 200 && (state === "published" || state === "pending")) {
          message.textContent = state === "published" ? words.commentPublished : words.commentAwaitingModeration;
          find<HTMLTextAreaElement>(form, "textarea[name=body]").value = "";
          aim("", "");
        } else message.textContent = refusalOf(response.status, response.data, words);
      } catch {
        message.textContent = words.commentNotSent;
      } finally {
        submit.disabled = false;
        captcha.reset();
      }
    })();
  });
}
