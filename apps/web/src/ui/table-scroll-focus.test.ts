import { afterEach, describe, expect, it } from 'vitest';
import { focusScrollingTables } from './table-scroll-focus';

function table(overflow: string, body: string): HTMLElement {
  const box = document.createElement('div');
  box.className = 'ant-table-content';
  box.style.overflow = overflow;
  box.innerHTML = `<table><tbody><tr><td>${body}</td></tr></tbody></table>`;
  document.body.append(box);
  return box;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusScrollingTables', () => {
  it('gives a sideways-scrolling table of plain text a tab stop', () => {
    const box = table('auto hidden', '暂无数据');
    focusScrollingTables(document);
    expect(box.getAttribute('tabindex')).toBe('0');
  });

  it('leaves a scrolling table with links, and a table that does not scroll, alone', () => {
    const withLink = table('auto hidden', '<a href="/x">查看</a>');
    const still = table('', '暂无数据');
    focusScrollingTables(document);
    expect(withLink.hasAttribute('tabindex')).toBe(false);
    expect(still.hasAttribute('tabindex')).toBe(false);
  });

  it('takes its tab stop back once the table has rows to focus', () => {
    const box = table('auto hidden', '暂无数据');
    focusScrollingTables(document);
    box.querySelector('td')?.insertAdjacentHTML('beforeend', '<button type="button">删除</button>');
    focusScrollingTables(document);
    expect(box.hasAttribute('tabindex')).toBe(false);
  });
});
