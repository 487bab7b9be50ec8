import type { Plugin } from 'vite';
// A relative import: the Vite config is bundled on its own and cannot load the workspace package's TypeScript.
import { MESSAGES } from '../../../../packages/domain/src/common/messages';

/** Where the classic script is served (unhashed: old browsers fetch it by this fixed name). */
export const LEGACY_SCRIPT_PATH = '/legacy-browser.js';

/**
 * The ES5 script a browser without ES modules runs instead of the app (SPEC §2.5: old IE gets a warning
 * banner). The app itself is a module script such a browser skips, so without this the page stays blank.
 * No template literals, arrow functions or `let`: IE 9–11 must parse it.
 */
export function legacyBrowserScript(message: string = MESSAGES.oldBrowser): string {
  return `(function () {
  var banner = document.createElement('div');
  banner.id = 'legacy-browser-banner';
  banner.setAttribute('role', 'alert');
  banner.style.cssText = 'padding:12px 16px;background:#fffbe6;border-bottom:1px solid #ffe58f;color:#614700;font-size:14px;line-height:1.6;text-align:center;font-family:sans-serif';
  banner.appendChild(document.createTextNode(${JSON.stringify(message)}));
  var root = document.getElementById('root');
  if (root && root.parentNode) root.parentNode.insertBefore(banner, root);
  else document.body.insertBefore(banner, document.body.firstChild);
})();
`;
}

/** The markup the HTML entry gets: the no-module script, and the same words when scripts are off. */
export function legacyBrowserMarkup(message: string = MESSAGES.oldBrowser): string {
  const text = message.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<script nomodule charset="utf-8" src="${LEGACY_SCRIPT_PATH}"></script>
    <noscript><div role="alert" style="padding:12px 16px;background:#fffbe6;color:#614700;text-align:center">${text}</div></noscript>`;
}

/**
 * Serves the old-browser banner to browsers that cannot run the app: a classic `<script nomodule>`
 * (a separate file, as the Content-Security-Policy allows only same-origin scripts) written into the
 * build and served by the dev server, and a `<noscript>` copy of the text. Only the SPA entry
 * (`index.html`) and the owner H5's (`owner.html`) get it; the prerendered site and mobile pages work without JavaScript.
 */
export function legacyBrowserNotice(): Plugin {
  return {
    name: 'gongzhi-legacy-browser-notice',
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        const appEntry = /\/(index|owner)\.html$/.test(context.filename);
        if (!appEntry || context.filename.includes('site-pages')) return html;
        return html.replace('<div id="root"></div>', `${legacyBrowserMarkup()}\n    <div id="root"></div>`);
      },
    },
    configureServer(server) {
      server.middlewares.use(LEGACY_SCRIPT_PATH, (_request, response) => {
        response.setHeader('content-type', 'text/javascript; charset=utf-8');
        response.end(legacyBrowserScript());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: LEGACY_SCRIPT_PATH.slice(1), source: legacyBrowserScript() });
    },
  };
}
