import { createHash } from 'node:crypto';
import { STORAGE_KEYS } from '../../../lib/storage';

/**
 * The blocking head script of the H5 pages (a separate file: the CSP allows no inline script). It
 * reads the language chosen earlier, stored by the SPA's `changeLanguage` as `{ value, expiresAt }`
 * under `language`, and shows the English rendering before the first paint. Plain ES5, ~0.5 KB.
 */
export const H5_LANGUAGE_SCRIPT = `(function(){try{var d=document.documentElement,r=localStorage.getItem(${JSON.stringify(
  STORAGE_KEYS.language,
)}),v=r;try{var p=JSON.parse(r);v=p&&typeof p==="object"&&"value" in p?(p.expiresAt!==null&&p.expiresAt<=Date.now()?null:p.value):p}catch(e){}if(v==="en-US"){d.className+=" h5-en";d.lang="en";var m=document.querySelector('meta[name="gz-title-en"]');if(m)document.title=m.content}}catch(e){}})();\n`;

/** The file name of the script under `assets/`, content-hashed like the bundle (assets are cached for a year). */
export function languageScriptFile(): string {
  const hash = createHash('sha256').update(H5_LANGUAGE_SCRIPT).digest('hex').slice(0, 8);
  return `assets/h5-lang-${hash}.js`;
}
