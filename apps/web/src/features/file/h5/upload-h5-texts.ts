/**
 * The words the /mobile/uploadfile script draws with, in one language (`data-upload-texts` of each
 * rendering, written by the prerender from the i18n locales). `{{name}}` marks a value filled in
 * by the script.
 */
export type UploadTexts = {
  getCode: string;
  /** With `{{seconds}}`. */
  resendIn: string;
  /** With `{{code}}`. */
  devCode: string;
  captchaTitle: string;
  captchaLabel: string;
  captchaPlaceholder: string;
  captchaAlt: string;
  captchaRefresh: string;
  captchaLoadFailed: string;
  cancel: string;
  confirm: string;
  /** With `{{percent}}`. */
  uploading: string;
  failed: string;
  retry: string;
  remove: string;
  done: string;
  signedInOwner: string;
  signedInStaff: string;
  network: string;
  timeout: string;
  /** The upload request of the link (issue #28 item 3): with `{{community}}`, `{{purpose}}`, `{{date}}`. */
  requestFor: string;
  requestPurpose: string;
  requestUntil: string;
  requestNone: string;
  requestLoading: string;
  sendFiles: string;
  /** With `{{count}}` and `{{community}}`. */
  sent: string;
  sentBadge: string;
  /** The SPEC messages (`MESSAGES` keys) in this language; `{0}` marks their arguments. */
  messages: Record<string, string>;
};

/** Fills `{{name}}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
