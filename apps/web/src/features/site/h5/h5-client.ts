import { setUpAdviser } from '../../adviser/adviser-h5';
import { showKbSearch, showSopDetail, showSopList } from './h5-features';
import { activeCopy, setUpLanguage } from './h5-language';
import type { H5Kind, H5Texts } from './h5-shared';
import './h5.css';

// The only script of the prerendered mobile H5 pages (h5-prerender.tsx): the language switch of the
// legal texts and help guides, and what needs the API (guides, knowledge search, the adviser).

function start(): void {
  const kind = document.body.dataset.h5 as H5Kind | undefined;
  setUpLanguage(document.body.hasAttribute('data-h5-toggle'));
  const root = activeCopy();
  if (!kind || !root) return;
  const texts = JSON.parse(root.dataset.texts ?? 'null') as H5Texts | null;
  if (!texts) return;
  const slot = (name: string) => root.querySelector<HTMLElement>(`[data-h5-slot="${name}"]`);
  if (kind === 'sop-list') {
    const target = slot('sop');
    if (target) void showSopList(target, texts);
  } else if (kind === 'sop-detail') {
    const target = slot('sop');
    const id = decodeURIComponent(window.location.pathname.split('/').pop() ?? '');
    if (target) void showSopDetail(target, texts, id);
  } else if (kind === 'kb-index') {
    const keyword = new URLSearchParams(window.location.search).get('q')?.trim() ?? '';
    const input = root.querySelector<HTMLInputElement>('input[name="q"]');
    if (input) input.value = keyword;
    const target = slot('results');
    // The server has written the hits in already (`data-filled`) unless the page came from elsewhere.
    if (keyword && target && !target.hasAttribute('data-filled')) void showKbSearch(target, texts, keyword);
  } else if (kind === 'chat') {
    setUpAdviser(root, texts);
  } else if (kind === 'upload') {
    // A chunk of its own: the login and upload code stays off every other H5 page.
    void import('../../file/h5/upload-h5').then((module) => module.setUpUpload());
  }
}

start();
