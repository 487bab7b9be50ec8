import { resolve } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { knowledgeFiles } from '../../knowledge/kb-generate';
import { H5_LANGUAGE_SCRIPT } from './h5-language-script';
import { type H5Page, renderH5Pages } from './h5-prerender';

// Loads a prerendered page into the document as the browser would: the head script first, then
// the H5 script (h5-client.ts), against a stubbed API.

let pages: H5Page[];
beforeAll(async () => {
  const kb = knowledgeFiles(resolve(import.meta.dirname, '../../../../../../content/kb'));
  pages = await renderH5Pages({ script: '/h5.js', languageScript: '/h5-lang.js', css: [] }, kb);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.documentElement.className = '';
  window.history.replaceState(null, '', '/');
});

async function open(path: string, url = path): Promise<void> {
  const html = pages.find((item) => item.path === path)?.html;
  if (!html) throw new Error(`no page ${path}`);
  window.history.replaceState(null, '', url);
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.head.replaceChildren(...parsed.head.childNodes);
  document.body.replaceChildren(...parsed.body.childNodes);
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  for (const attribute of parsed.body.attributes) document.body.setAttribute(attribute.name, attribute.value);
  document.documentElement.className = '';
  // biome-ignore lint/security/noGlobalEval: runs the head script exactly as the browser does
  globalThis.eval(H5_LANGUAGE_SCRIPT);
  vi.resetModules();
  await import('./h5-client');
}

const visible = () =>
  document.querySelector<HTMLElement>(
    `.h5-lang[data-lang="${document.documentElement.classList.contains('h5-en') ? 'en-US' : 'zh-CN'}"]`,
  );

function api(data: unknown, status = 200) {
  return Response.json(
    status === 200 ? { code: 200, message: 'ok', data } : { code: status, message: data },
    {
      status,
    },
  );
}

describe('language', () => {
  it('shows Chinese by default and the English rendering when English was chosen earlier', async () => {
    await open('/mobile/policy');
    expect(document.documentElement.classList.contains('h5-en')).toBe(false);
    expect(document.title).toBe('隐私政策 - 共治');
    localStorage.setItem('language', JSON.stringify({ value: 'en-US', expiresAt: null }));
    await open('/mobile/policy');
    expect(document.documentElement.classList.contains('h5-en')).toBe(true);
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Privacy policy - Gongzhi');
  });

  it('flips a legal text with its button and remembers the choice as the SPA does', async () => {
    await open('/mobile/protocol');
    visible()?.querySelector<HTMLButtonElement>('.legal-doc__lang')?.click();
    expect(document.documentElement.classList.contains('h5-en')).toBe(true);
    expect(document.title).toBe('User agreement - Gongzhi');
    expect(JSON.parse(localStorage.getItem('language') ?? '{}')).toMatchObject({ value: 'en-US' });
    expect(visible()?.querySelector('h1')?.textContent).toBe('Gongzhi Platform User Agreement');
    visible()?.querySelector<HTMLButtonElement>('.legal-doc__lang')?.click();
    expect(document.documentElement.classList.contains('h5-en')).toBe(false);
    expect(JSON.parse(localStorage.getItem('language') ?? '{}')).toMatchObject({ value: 'zh-CN' });
  });

  it('keeps only the rendering shown on pages without a language button', async () => {
    localStorage.setItem('language', JSON.stringify({ value: 'en-US', expiresAt: null }));
    await open('/mobile/KnowledgeBase/4/1');
    expect(document.querySelectorAll('.h5-lang')).toHaveLength(1);
    expect(document.querySelector('.kb__source')?.textContent).toContain('Source：');
  });
});

describe('API pages', () => {
  it('lists the guides of stop/list and shows one guide of stop/info', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === '/v1/stop/list'
        ? api([
            {
              id: 'found-committee',
              title: '成立业主大会',
              category: '业主组织',
              summary: '全流程',
              stepCount: 5,
            },
          ])
        : api({
            id: 'found-committee',
            title: '成立业主大会',
            category: '业主组织',
            summary: '全流程',
            stepCount: 1,
            basis: ['《物业管理条例》第十条'],
            steps: [{ title: '备案', detail: '30日内备案', materials: ['会议决定'] }],
            tips: [],
          }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await open('/mobile/sopList');
    await vi.waitFor(() => expect(document.querySelector('.kb__item')).not.toBeNull());
    const link = document.querySelector<HTMLAnchorElement>('.kb__item');
    expect(link?.getAttribute('href')).toBe('/mobile/sopList/detail/found-committee');
    expect(link?.textContent).toContain('5 个步骤');
    await open('/mobile/sopList/detail', '/mobile/sopList/detail/found-committee');
    await vi.waitFor(() => expect(document.querySelector('h3')?.textContent).toBe('备案'));
    expect(fetchMock).toHaveBeenLastCalledWith('/v1/stop/info?id=found-committee', undefined);
    expect(document.querySelector('.kb__source')?.textContent).toContain('《物业管理条例》第十条');
    expect(document.querySelector('.kb__box')?.textContent).toContain('会议决定');
  });

  it('says so when a guide does not exist', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => api('该办事指南不存在', 404)),
    );
    await open('/mobile/sopList/detail', '/mobile/sopList/detail/nothing');
    await vi.waitFor(() => expect(document.body.textContent).toContain('该办事指南不存在'));
    expect(document.querySelector('a[href="/mobile/sopList"]')).not.toBeNull();
  });

  it('shows the hits of knowledge/search for ?q=', async () => {
    const fetchMock = vi.fn(async () =>
      api([
        {
          groupId: 8,
          detailId: 9,
          title: '高空抛物的法律责任',
          groupTitle: '车位车库',
          source: '',
          excerpt: '禁止',
        },
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    await open('/mobile/KnowledgeBase', '/mobile/KnowledgeBase?q=%E9%AB%98%E7%A9%BA');
    await vi.waitFor(() => expect(document.querySelector('section h2')?.textContent).toBe('搜索结果'));
    expect(fetchMock).toHaveBeenCalledWith('/v1/knowledge/search?keyword=%E9%AB%98%E7%A9%BA', undefined);
    expect(document.querySelector<HTMLInputElement>('input[name="q"]')?.value).toBe('高空');
    expect(document.querySelector('section a')?.getAttribute('href')).toBe('/mobile/KnowledgeBase/8/9');
  });

  it('asks the adviser and links the citations of the answer', async () => {
    const fetchMock = vi.fn(async () =>
      api({
        answer: '不能停水停电[1]。\n\n可以起诉。',
        citations: [
          {
            index: 1,
            groupId: 6,
            detailId: 2,
            title: '物业催费不能停水停电',
            source: '民法典',
            href: '/mobile/KnowledgeBase/6/2',
          },
        ],
        refused: false,
        provider: 'local',
        disclaimer: '',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await open('/mobile/chat');
    const input = document.querySelector('textarea') as HTMLTextAreaElement;
    const send = document.querySelector<HTMLButtonElement>('.adviser__form button') as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    input.value = '物业能停水吗？';
    input.dispatchEvent(new Event('input'));
    expect(send.disabled).toBe(false);
    send.click();
    await vi.waitFor(() => expect(document.querySelector('.adviser__sources')).not.toBeNull());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/adviser/ask');
    expect(JSON.parse(String(init.body))).toEqual({ question: '物业能停水吗？' });
    expect(document.querySelector('.adviser__msg--me')?.textContent).toBe('物业能停水吗？');
    expect(document.querySelector('.adviser__cite')?.getAttribute('href')).toBe('/mobile/KnowledgeBase/6/2');
    expect(document.querySelectorAll('.adviser__turn .adviser__msg--bot p')).toHaveLength(2);
    expect(input.value).toBe('');
  });

  it('shows the server refusal of a question as the error of that turn', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => api('请输入您的问题', 400)),
    );
    await open('/mobile/chat');
    document.querySelector<HTMLButtonElement>('.adviser__chip')?.click();
    await vi.waitFor(() =>
      expect(document.querySelector('.adviser__error')?.textContent).toBe('请输入您的问题'),
    );
  });
});
