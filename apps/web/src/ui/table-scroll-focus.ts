/**
 * A table that scrolls sideways (antd `scroll.x`) must be reachable by keyboard to be scrolled
 * (axe-core: scrollable-region-focusable, issue #24). Its links and buttons make it so; an empty
 * table or one of plain text has nothing to focus, so its scrolling box takes a tab stop of its own.
 * Runs over the whole page as it changes, since tables fill (and empty) after their data loads.
 */
const SCROLLING = '.ant-table-content, .ant-table-body';
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const MARK = 'data-scroll-focus';

/** Gives each scrolling table box without focusable content a tab stop; takes it back once it has some. */
export function focusScrollingTables(root: ParentNode): void {
  for (const box of Array.from(root.querySelectorAll<HTMLElement>(SCROLLING))) {
    const scrolls = /(auto|scroll)/.test(box.style.overflow || box.style.overflowX);
    const own = box.hasAttribute(MARK);
    const focusable = Array.from(box.querySelectorAll(FOCUSABLE)).some((element) => element !== box);
    if (scrolls && !focusable && !own) {
      box.setAttribute('tabindex', '0');
      box.setAttribute(MARK, '');
    } else if (own && (focusable || !scrolls)) {
      box.removeAttribute('tabindex');
      box.removeAttribute(MARK);
    }
  }
}

/** Keeps `focusScrollingTables` applied to the document; answers the function that stops it. */
export function watchScrollingTables(document: Document): () => void {
  let pending = 0;
  const run = () => {
    pending = 0;
    focusScrollingTables(document);
  };
  const observer = new MutationObserver(() => {
    if (!pending) pending = requestAnimationFrame(run);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  run();
  return () => {
    observer.disconnect();
    if (pending) cancelAnimationFrame(pending);
  };
}
