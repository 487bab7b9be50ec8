import { customerClueAddInput } from '@gongzhi/domain/site/customer-clue';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CLUE_RATE_LIMIT } from './routes';
import type { SiteService } from './service';

type SendWith = (
  path: string,
  status: number,
  change: (html: string) => string,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<unknown>;

/** The status line of the prerendered form (site-views.tsx `ContactView`), where a refusal is written. */
const STATUS_LINE = /(<p class="gz-form__status" data-gz-status="" role="status" aria-live="polite")><\/p>/;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** A form post is a few hundred bytes; the longest message allowed is 500 characters. */
const FORM_BODY_LIMIT = 16 * 1024;

/**
 * `POST /contact` and `/en/contact`: the contact form when JavaScript is off (with it, the page's
 * script sends `customerClue/add` and never lets the browser submit). Same validation, service and
 * per-address limit as `customerClue/add`; a recorded lead answers 303 to the thank-you page (so a
 * reload does not send it twice), a refusal answers 400 with the contact page and the reasons.
 */
export function contactFormRoutes(options: { site: SiteService; sendWith: SendWith; englishPrefix: string }) {
  const { site, sendWith, englishPrefix } = options;
  return async (app: FastifyInstance) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    for (const prefix of ['', englishPrefix]) {
      const path = `${prefix}/contact`;
      app.post<{ Body: Record<string, string> | undefined }>(
        path,
        { config: { auth: 'public', rateLimit: CLUE_RATE_LIMIT } },
        async (request, reply) => {
          const fields = Object.fromEntries(
            Object.entries(request.body ?? {}).filter(
              ([, value]) => typeof value === 'string' && value.trim(),
            ),
          );
          const parsed = customerClueAddInput.safeParse(fields);
          if (!parsed.success) {
            const reasons = [...new Set(parsed.error.issues.map((issue) => issue.message))].join('；');
            return sendWith(
              path,
              400,
              (html) => html.replace(STATUS_LINE, `$1 data-kind="error">${escapeHtml(reasons)}</p>`),
              request,
              reply,
            );
          }
          await site.addClue(parsed.data, request.ip ?? null);
          return reply.redirect(`${path}/thanks`, 303);
        },
      );
    }
  };
}
