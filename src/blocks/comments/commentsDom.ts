/** The names the post's comment section and its island agree on. */
export const COMMENTS_DOM = {
  island: "comments",
  form: "tsr-comments__form",
  parent: "parentId",
  replyTo: "tsr-comments__reply-to",
  replyButton: "tsr-comments__reply",
  cancelReply: "tsr-comments__cancel-reply",
  captchaStatus: "tsr-comments__captcha",
  message: "tsr-comments__message",
  submit: "tsr-comments__submit",
} as const;
