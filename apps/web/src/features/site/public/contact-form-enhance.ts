/**
 * Makes the contact form send `customerClue/add` (SPEC §7) without React or antd, so the prerendered
 * /contact page needs only this small script. The fields carry HTML validation built from the domain
 * rules at render time; the server checks everything again and its Chinese message is shown as is.
 */
export function enhanceContactForm(form: HTMLFormElement, fetcher: typeof fetch = fetch): () => void {
  const status = form.querySelector<HTMLElement>('[data-gz-status]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const show = (text: string, kind: 'ok' | 'error') => {
    if (!status) return;
    status.textContent = text;
    status.dataset.kind = kind;
  };

  async function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (!form.checkValidity()) {
      form.reportValidity();
      return;
    }
    const payload: Record<string, string> = {};
    new FormData(form).forEach((value, key) => {
      if (typeof value === 'string' && value.trim() !== '') payload[key] = value.trim();
    });
    const idleLabel = button?.textContent ?? '';
    if (button) {
      button.disabled = true;
      button.textContent = button.dataset.busy ?? idleLabel;
    }
    try {
      const response = await fetcher('/v1/customerClue/add', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      const body = (await response.json().catch(() => null)) as { code?: number; message?: string } | null;
      if (response.ok && body?.code === 200) {
        form.reset();
        // The English pages say it in English; the Chinese ones show the server's message.
        show(form.dataset.done ?? body.message ?? '', 'ok');
      } else {
        show(body?.message ?? form.dataset.failed ?? '', 'error');
      }
    } catch {
      show(form.dataset.failed ?? '', 'error');
    } finally {
      if (button) {
        button.disabled = false;
        button.textContent = idleLabel;
      }
    }
  }

  const listener = (event: Event) => void onSubmit(event as SubmitEvent);
  form.addEventListener('submit', listener);
  return () => form.removeEventListener('submit', listener);
}
