import {
  isValidMobile,
  isValidVerificationCode,
  SMS_RESEND_SECONDS,
} from '@gongzhi/domain/account/login-checks';
import { formatFileSize } from '@gongzhi/domain/file/file-size';
import { fileExtension, isImageFileName } from '@gongzhi/domain/file/file-types';
import { checkUpload, MAX_UPLOAD_COUNT, MAX_UPLOAD_SIZE } from '@gongzhi/domain/file/upload-checks';
import { STORAGE_KEYS } from '../../../lib/storage';
import { el } from '../../site/h5/h5-dom';
import { currentLanguage } from '../../site/h5/h5-language';
import {
  type Attachment,
  CallFailure,
  currentTokenKey,
  downloadAttachment,
  generateVerifyCodeImage,
  mobileLogin,
  onGrants,
  type SendMobileCodeResult,
  sendMobileCode,
  type TokenKey,
  thumbnailUrl,
  UploadError,
  type UploadFailure,
  uploadFile,
  writeStored,
} from './upload-h5-api';
import { failureText, localize, message } from './upload-h5-messages';
import { readUploadRequest, requestCodeOf, submitToRequest } from './upload-h5-request';
import { fill, type UploadTexts } from './upload-h5-texts';

/** Any file (upload type TX_NO_WATER_TAG), 20 MB each, nine at most (SPEC §5, §9). */
const LIMITS = { kind: 'any', maxSize: MAX_UPLOAD_SIZE, maxCount: MAX_UPLOAD_COUNT } as const;
const TOAST_MS = 3000;
export const CAPTCHA_IMAGE_WIDTH = 230;

type Status = 'UPLOADING' | 'ERROR' | 'DONE';

type Item = {
  uid: string;
  file: File;
  status: Status;
  percent: number;
  failure?: UploadFailure;
  attachment?: Attachment;
  controller?: AbortController;
  /** Handed over to the upload request. */
  sent?: boolean;
};

/** The upload request of the link: none, being read, open (what it asks for) or refused. */
type RequestState =
  | { kind: 'none' }
  | { kind: 'loading'; code: string }
  | { kind: 'open'; code: string; communityName: string; purpose: string; expiresAt: string }
  | { kind: 'refused'; message: string };

type Copy = {
  root: HTMLElement;
  language: string;
  texts: UploadTexts;
  images: Map<string, HTMLImageElement>;
};

/** Whether a browser can draw the file as a picture (ui/upload/upload-limits isPreviewableImage). */
function isPreviewableImage(name: string, contentType: string): boolean {
  const type = contentType.toLowerCase();
  if (type === 'image/vnd.adobe.photoshop' || type === 'image/tiff') return false;
  return isImageFileName(name) && !/\.(psd|tiff)$/i.test(name);
}

let sequence = 0;

/**
 * /mobile/uploadfile without React (SPEC §2.1, §5, §7): the owner SMS login of the SPA page (60 s
 * resend countdown, picture captcha when the server answers 405, 登录失败 dialog), then the phone
 * upload — presign, PUT with progress, completeUpload — with retry, remove and the §5 size and
 * count messages. The page holds a Chinese and an English rendering; every state change is drawn
 * into both, so the language button flips between them without losing anything.
 */
export class UploadPage {
  private readonly copies: Copy[];
  private readonly input: HTMLInputElement;
  private tokenKey: TokenKey | null = currentTokenKey();
  private mobileError = false;
  private codeError = false;
  private devCode: string | null = null;
  private seconds = 0;
  private timer: ReturnType<typeof setInterval> | undefined;
  private sending = false;
  private submitting = false;
  private items: Item[] = [];
  private toastTimer: ReturnType<typeof setTimeout> | undefined;
  private request: RequestState = { kind: 'none' };
  private handingOver = false;

  constructor(private readonly doc: Document = document) {
    this.copies = [...doc.querySelectorAll<HTMLElement>('.h5-lang[data-upload-texts]')].map((root) => ({
      root,
      language: root.dataset.lang ?? '',
      texts: JSON.parse(root.dataset.uploadTexts ?? '{}') as UploadTexts,
      images: new Map(),
    }));
    // One file input for both renderings, outside them (so tests and phones find exactly one).
    this.input = el('input', {
      type: 'file',
      multiple: '',
      class: 'upload-h5__file',
      hidden: '',
    }) as HTMLInputElement;
    this.input.addEventListener('change', () => {
      for (const file of Array.from(this.input.files ?? [])) this.add(file);
      // Let the same file be chosen again after a refusal or removal.
      this.input.value = '';
    });
    doc.body.append(this.input);
    for (const copy of this.copies) this.wire(copy);
    const code = requestCodeOf(doc.defaultView?.location.search ?? '');
    if (code) {
      this.request = { kind: 'loading', code };
      void this.loadRequest(code);
    }
    this.render();
  }

  // --- Upload request (issue #28 item 3) ----------------------------------------------------

  private async loadRequest(code: string): Promise<void> {
    try {
      const info = await readUploadRequest(code);
      this.request = { kind: 'open', code, ...info };
    } catch (error) {
      this.request = { kind: 'refused', message: this.callText(error, 'unknownError') };
    }
    this.render();
  }

  /** Hands the uploaded files not yet sent to the request's community inbox. */
  async handOver(): Promise<void> {
    const request = this.request;
    if (request.kind !== 'open' || !this.tokenKey || this.handingOver) return;
    const ready = this.items.filter((item) => item.status === 'DONE' && item.attachment && !item.sent);
    if (ready.length === 0) return;
    this.handingOver = true;
    this.render();
    try {
      const result = await submitToRequest(
        request.code,
        ready.map((item) => item.attachment?.attachmentId ?? ''),
        this.tokenKey,
      );
      for (const item of ready) item.sent = true;
      this.toast(fill(this.texts().sent, { count: result.count, community: request.communityName }), false);
    } catch (error) {
      this.toast(this.callText(error, 'unknownError'), true);
    } finally {
      this.handingOver = false;
      this.render();
    }
  }

  private requestBanner(texts: UploadTexts): HTMLElement[] {
    const request = this.request;
    if (request.kind === 'loading') return [el('p', {}, texts.requestLoading)];
    if (request.kind === 'refused')
      return [el('p', { class: 'upload-h5__request-refused' }, request.message)];
    if (request.kind === 'none') return [el('p', {}, texts.requestNone)];
    const date = new Date(request.expiresAt).toLocaleString(
      currentLanguage() === 'en-US' ? 'en-US' : 'zh-CN',
      {
        dateStyle: 'medium',
        timeStyle: 'short',
      },
    );
    return [
      el('strong', {}, fill(texts.requestFor, { community: request.communityName })),
      el('p', {}, fill(texts.requestPurpose, { purpose: request.purpose })),
      el('p', {}, fill(texts.requestUntil, { date })),
    ];
  }

  /** The texts of the rendering shown, for toasts and dialogs. */
  private texts(): UploadTexts {
    const shown = currentLanguage();
    return (this.copies.find((copy) => copy.language === shown) ?? this.copies[0])?.texts as UploadTexts;
  }

  private find<T extends HTMLElement>(copy: Copy, name: string): T | null {
    return copy.root.querySelector<T>(`[data-upload="${name}"]`);
  }

  private field(copy: Copy, name: 'mobile' | 'verificationCode'): HTMLInputElement | null {
    return copy.root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  }

  /** The value of a login field (kept the same in both renderings). */
  private value(name: 'mobile' | 'verificationCode'): string {
    return (this.copies[0] && this.field(this.copies[0], name)?.value.trim()) ?? '';
  }

  private setValue(name: 'mobile' | 'verificationCode', value: string): void {
    for (const copy of this.copies) {
      const input = this.field(copy, name);
      if (input && input.value !== value) input.value = value;
    }
  }

  private wire(copy: Copy): void {
    for (const name of ['mobile', 'verificationCode'] as const) {
      const input = this.field(copy, name);
      input?.addEventListener('input', () => this.setValue(name, input.value));
      // Checked on blur, as the SPA form does.
      input?.addEventListener('blur', () => {
        if (name === 'mobile') this.mobileError = !isValidMobile(this.value('mobile'));
        else this.codeError = !isValidVerificationCode(this.value('verificationCode'));
        this.render();
      });
    }
    this.find(copy, 'send')?.addEventListener('click', () => void this.sendCode());
    this.find<HTMLFormElement>(copy, 'login-form')?.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.login();
    });
    this.find(copy, 'choose')?.addEventListener('click', () => this.input.click());
    this.find(copy, 'logout')?.addEventListener('click', () => this.logout());
    this.find(copy, 'send-files')?.addEventListener('click', () => void this.handOver());
    this.find(copy, 'list')?.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLElement>('[data-action]');
      const uid = button?.closest<HTMLElement>('[data-uid]')?.dataset.uid;
      if (!button || !uid) return;
      if (button.dataset.action === 'retry') this.retry(uid);
      else if (button.dataset.action === 'remove') this.remove(uid);
      else if (button.dataset.action === 'open') void this.open(uid);
    });
  }

  // --- Login -------------------------------------------------------------------------------

  /** What a failed call reads: the server's message (localized), no answer, or the fallback. */
  private callText(error: unknown, fallback: 'unknownError' | 'codeWrong' | 'captchaWrong'): string {
    const texts = this.texts();
    if (error instanceof CallFailure) {
      if (error.message) return localize(error.message, texts);
      if (error.code === 0) return texts.network;
    }
    return message(texts, fallback);
  }

  private afterSent(result: SendMobileCodeResult): void {
    this.toast(message(this.texts(), 'smsSent'), false);
    this.seconds = SMS_RESEND_SECONDS;
    clearInterval(this.timer);
    this.timer = setInterval(() => {
      this.seconds -= 1;
      if (this.seconds <= 0) clearInterval(this.timer);
      this.render();
    }, 1000);
    this.devCode = result.devCode;
    if (result.devCode) {
      this.setValue('verificationCode', result.devCode);
      this.codeError = false;
    }
    this.render();
  }

  async sendCode(): Promise<void> {
    if (this.seconds > 0 || this.sending) return;
    const mobile = this.value('mobile');
    this.mobileError = !isValidMobile(mobile);
    if (this.mobileError) {
      this.render();
      return;
    }
    this.sending = true;
    this.render();
    try {
      this.afterSent(await sendMobileCode(mobile));
    } catch (error) {
      if (error instanceof CallFailure && error.code === 405) this.openCaptcha(mobile);
      else this.toast(this.callText(error, 'unknownError'), true);
    } finally {
      this.sending = false;
      this.render();
    }
  }

  async login(): Promise<void> {
    if (this.submitting) return;
    this.mobileError = !isValidMobile(this.value('mobile'));
    this.codeError = !isValidVerificationCode(this.value('verificationCode'));
    this.render();
    if (this.mobileError || this.codeError) return;
    this.submitting = true;
    this.render();
    try {
      const info = await mobileLogin(this.value('mobile'), this.value('verificationCode'));
      if (!info.token) return;
      writeStored(STORAGE_KEYS.ownerToken, info.token);
      this.tokenKey = STORAGE_KEYS.ownerToken;
      // A later logout starts a fresh login: no running countdown, no used code.
      clearInterval(this.timer);
      this.seconds = 0;
      this.devCode = null;
      this.setValue('verificationCode', '');
    } catch (error) {
      this.dialog(message(this.texts(), 'loginFailed'), this.callText(error, 'codeWrong'));
    } finally {
      this.submitting = false;
      this.render();
    }
  }

  private logout(): void {
    for (const item of this.items) item.controller?.abort();
    this.items = [];
    writeStored(STORAGE_KEYS.ownerToken, null);
    this.tokenKey = currentTokenKey();
    this.render();
  }

  // --- Dialogs and toasts --------------------------------------------------------------------

  private overlay(titleText: string, ...content: HTMLElement[]): { mask: HTMLElement; close: () => void } {
    sequence += 1;
    const titleId = `upload-dialog-${sequence}`;
    const box = el(
      'div',
      { class: 'upload-h5__dialog', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': titleId },
      el('h2', { id: titleId, class: 'upload-h5__dialog-title' }, titleText),
      ...content,
    );
    const mask = el('div', { class: 'upload-h5__mask' }, box);
    this.doc.body.append(mask);
    return { mask, close: () => mask.remove() };
  }

  /** The 登录失败 dialog of the SPA form (antd modal.error). */
  private dialog(title: string, text: string): void {
    const ok = el(
      'button',
      { type: 'button', class: 'upload-h5__button upload-h5__button--primary' },
      this.texts().confirm,
    );
    const { close } = this.overlay(
      title,
      el('p', {}, text),
      el('div', { class: 'upload-h5__dialog-actions' }, ok),
    );
    ok.addEventListener('click', close);
    ok.focus();
  }

  /**
   * The picture captcha a 405 answer asks for (SPEC §5, captcha-modal.tsx): image 230 px wide, tap
   * for another; confirm sends the code again with `verifyCodeImage`. Only Cancel closes it.
   */
  private openCaptcha(mobile: string): void {
    const texts = this.texts();
    const picture = el('button', {
      type: 'button',
      class: 'upload-h5__captcha',
      title: texts.captchaRefresh,
    });
    const value = el('input', {
      class: 'upload-h5__input',
      'aria-label': texts.captchaLabel,
      placeholder: texts.captchaPlaceholder,
      maxlength: '16',
    }) as HTMLInputElement;
    const cancel = el('button', { type: 'button', class: 'upload-h5__button' }, texts.cancel);
    const confirm = el(
      'button',
      { type: 'button', class: 'upload-h5__button upload-h5__button--primary' },
      texts.confirm,
    );
    const { close } = this.overlay(
      texts.captchaTitle,
      picture,
      el('p', { class: 'upload-h5__extra' }, texts.captchaRefresh),
      value,
      el('div', { class: 'upload-h5__dialog-actions' }, cancel, confirm),
    );
    const load = async () => {
      picture.replaceChildren(el('span', { class: 'upload-h5__spinner', 'aria-hidden': 'true' }));
      try {
        const image = await generateVerifyCodeImage(mobile);
        const img = el('img', {
          src: image.image,
          width: String(CAPTCHA_IMAGE_WIDTH),
          alt: texts.captchaAlt,
        });
        picture.replaceChildren(img);
        // Outside production the server returns the text too, so a demo user can pass the check.
        value.value = image.devCaptcha ?? '';
      } catch {
        picture.replaceChildren(el('span', { class: 'upload-h5__error' }, texts.captchaLoadFailed));
      }
    };
    let busy = false;
    const submit = async () => {
      if (busy) return;
      const text = value.value.trim();
      if (!text) {
        this.toast(message(texts, 'captchaRequired'), true);
        return;
      }
      busy = true;
      confirm.setAttribute('aria-busy', 'true');
      try {
        const result = await sendMobileCode(mobile, text);
        close();
        this.afterSent(result);
      } catch (error) {
        this.toast(this.callText(error, 'captchaWrong'), true);
        if (error instanceof CallFailure && error.code === 405) void load();
      } finally {
        busy = false;
        confirm.removeAttribute('aria-busy');
      }
    };
    picture.addEventListener('click', () => void load());
    cancel.addEventListener('click', close);
    confirm.addEventListener('click', () => void submit());
    value.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') void submit();
    });
    void load();
    value.focus();
  }

  /** A short message at the top, as antd's `message` shows it; errors are alerts. */
  toast(text: string, error: boolean): void {
    this.doc.querySelector('.upload-h5__toast')?.remove();
    clearTimeout(this.toastTimer);
    const toast = el(
      'div',
      {
        class: `upload-h5__toast${error ? ' upload-h5__toast--error' : ''}`,
        role: error ? 'alert' : 'status',
      },
      text,
    );
    this.doc.body.append(toast);
    this.toastTimer = setTimeout(() => toast.remove(), TOAST_MS);
  }

  // --- Upload --------------------------------------------------------------------------------

  /** Checks kind, size and count (SPEC §5 messages), then starts the upload. */
  add(file: File): boolean {
    const check = checkUpload({ name: file.name, size: file.size }, this.items.length, LIMITS);
    if (!check.valid) {
      this.toast(localize(check.message, this.texts()), true);
      return false;
    }
    sequence += 1;
    const item: Item = { uid: `upload-${Date.now()}-${sequence}`, file, status: 'UPLOADING', percent: 0 };
    this.items.push(item);
    this.run(item);
    return true;
  }

  private run(item: Item): void {
    const tokenKey = this.tokenKey;
    if (!tokenKey) return;
    const controller = new AbortController();
    item.controller = controller;
    this.render();
    uploadFile(
      item.file,
      tokenKey,
      (percent) => {
        item.percent = percent;
        this.render();
      },
      controller.signal,
    )
      .then((attachment) => {
        item.status = 'DONE';
        item.percent = 100;
        item.attachment = attachment;
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        item.status = 'ERROR';
        item.failure =
          error instanceof UploadError ? error.failure : { kind: 'message', key: 'fileUploadFailed' };
        this.toast(failureText(item.failure, this.texts()), true);
      })
      .finally(() => {
        item.controller = undefined;
        this.render();
      });
  }

  retry(uid: string): void {
    const item = this.items.find((candidate) => candidate.uid === uid);
    if (item?.status !== 'ERROR') return;
    item.status = 'UPLOADING';
    item.percent = 0;
    item.failure = undefined;
    this.run(item);
  }

  remove(uid: string): void {
    this.items.find((item) => item.uid === uid)?.controller?.abort();
    this.items = this.items.filter((item) => item.uid !== uid);
    this.render();
  }

  private async open(uid: string): Promise<void> {
    const attachment = this.items.find((item) => item.uid === uid)?.attachment;
    if (!attachment || !this.tokenKey) return;
    const failure = await downloadAttachment(attachment, this.tokenKey);
    if (failure) this.toast(failureText(failure, this.texts()), true);
  }

  /** The uploads still running or failed, as SPEC §5 words them for a form (文件上传中... / 文件上传失败). */
  state(): 'valid' | 'fileUploading' | 'fileUploadFailed' {
    if (this.items.some((item) => item.status === 'UPLOADING')) return 'fileUploading';
    if (this.items.some((item) => item.status === 'ERROR')) return 'fileUploadFailed';
    return 'valid';
  }

  // --- Drawing -------------------------------------------------------------------------------

  private row(copy: Copy, item: Item): HTMLElement {
    const { texts } = copy;
    const { name, size, type } = item.file;
    let picture: HTMLElement | null = null;
    if (item.attachment && this.tokenKey && isPreviewableImage(name, item.attachment.contentType || type)) {
      // Kept between draws so a progress tick elsewhere does not reload the picture.
      picture = copy.images.get(item.uid) ?? null;
      const src = thumbnailUrl(item.attachment, this.tokenKey);
      if (!picture && !src) onGrants(() => this.render());
      if (!picture && src) {
        picture = el('img', { class: 'upload-h5__thumb', src, alt: name });
        copy.images.set(item.uid, picture as HTMLImageElement);
      }
    }
    picture ??= el(
      'span',
      { class: 'upload-h5__type', 'aria-hidden': 'true' },
      (fileExtension(name) || '?').slice(0, 4).toUpperCase(),
    );
    const done = item.status === 'DONE';
    return el(
      'li',
      { class: `upload-h5__item upload-h5__item--${item.status.toLowerCase()}`, 'data-uid': item.uid },
      picture,
      el(
        'div',
        { class: 'upload-h5__body' },
        done
          ? el(
              'button',
              { type: 'button', class: 'upload-h5__name upload-h5__link', 'data-action': 'open' },
              item.sent ? `${name} · ${texts.sentBadge}` : name,
            )
          : el('span', { class: 'upload-h5__name' }, name),
        el('span', { class: 'upload-h5__meta' }, `${formatFileSize(size)}${done ? ` · ${texts.done}` : ''}`),
        item.status === 'UPLOADING'
          ? el('progress', {
              class: 'upload-h5__progress',
              max: '100',
              value: String(item.percent),
              'aria-label': fill(texts.uploading, { percent: item.percent }),
            })
          : null,
        item.status === 'ERROR' && item.failure
          ? el(
              'span',
              { class: 'upload-h5__error', role: 'alert' },
              `${texts.failed}：${failureText(item.failure, texts)}`,
            )
          : null,
      ),
      el(
        'div',
        { class: 'upload-h5__actions' },
        item.status === 'ERROR'
          ? el(
              'button',
              { type: 'button', class: 'upload-h5__icon', 'data-action': 'retry', 'aria-label': texts.retry },
              '↻',
            )
          : null,
        el(
          'button',
          {
            type: 'button',
            class: 'upload-h5__icon upload-h5__icon--danger',
            'data-action': 'remove',
            'aria-label': texts.remove,
          },
          '✕',
        ),
      ),
    );
  }

  /** Draws the state into both renderings. */
  render(): void {
    const loggedIn = this.tokenKey !== null;
    // A refused link takes no files: only its message shows.
    const refused = this.request.kind === 'refused';
    const unsent = this.items.filter((item) => item.status === 'DONE' && !item.sent).length;
    for (const copy of this.copies) {
      const { texts, root } = copy;
      const login = root.querySelector<HTMLElement>('[data-upload-view="login"]');
      const upload = root.querySelector<HTMLElement>('[data-upload-view="upload"]');
      if (login) login.hidden = loggedIn || refused;
      if (upload) upload.hidden = !loggedIn || refused;
      const banner = this.find(copy, 'request');
      if (banner) {
        banner.className = `upload-h5__request upload-h5__request--${this.request.kind}`;
        banner.replaceChildren(...this.requestBanner(texts));
      }
      const handOver = this.find<HTMLButtonElement>(copy, 'send-files');
      if (handOver) {
        handOver.hidden = this.request.kind !== 'open' || unsent === 0;
        handOver.disabled = this.handingOver;
      }
      const send = this.find<HTMLButtonElement>(copy, 'send');
      if (send) {
        send.textContent = this.seconds > 0 ? fill(texts.resendIn, { seconds: this.seconds }) : texts.getCode;
        send.disabled = this.seconds > 0 || this.sending;
      }
      const submit = root.querySelector<HTMLButtonElement>('form [type="submit"]');
      if (submit) submit.disabled = this.submitting;
      const errors = [
        ['mobile', this.mobileError ? message(texts, 'mobileInvalid') : ''],
        ['code', this.codeError ? message(texts, 'codeInvalid') : ''],
      ] as const;
      for (const [name, text] of errors) {
        const slot = this.find(copy, `${name}-error`);
        if (slot) slot.textContent = text;
        this.field(copy, name === 'mobile' ? 'mobile' : 'verificationCode')?.setAttribute(
          'aria-invalid',
          String(Boolean(text)),
        );
      }
      const dev = this.find(copy, 'dev-code');
      if (dev) dev.textContent = this.devCode ? fill(texts.devCode, { code: this.devCode }) : '';
      const choose = this.find<HTMLButtonElement>(copy, 'choose');
      if (choose) choose.disabled = this.items.length >= LIMITS.maxCount;
      this.find(copy, 'list')?.replaceChildren(...this.items.map((item) => this.row(copy, item)));
      for (const uid of copy.images.keys()) {
        if (!this.items.some((item) => item.uid === uid)) copy.images.delete(uid);
      }
      const who = this.find(copy, 'who');
      if (who)
        who.textContent =
          this.tokenKey === STORAGE_KEYS.ownerToken ? texts.signedInOwner : texts.signedInStaff;
      const logout = this.find(copy, 'logout');
      if (logout) logout.hidden = this.tokenKey !== STORAGE_KEYS.ownerToken;
    }
  }
}

/** Starts the page (h5-client.ts loads this module only on /mobile/uploadfile). */
export function setUpUpload(): UploadPage {
  return new UploadPage(document);
}
