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

  it('keeps the hits the server wrote into the page (data-filled) without searching again', async () => {
    const fetchMock = vi.fn(async () => api([]));
    vi.stubGlobal('fetch', fetchMock);
    const index = pages.find((item) => item.path === '/mobile/KnowledgeBase');
    if (!index) throw new Error('no knowledge base page');
    const filled = index.html.replaceAll(
      /<div data-h5-slot="results"([^>]*)><\/div>/g,
      '<div data-h5-slot="results" data-filled=""$1><section><h2>搜索结果</h2></section></div>',
    );
    pages.push({ ...index, path: 'filled', html: filled });
    await open('filled', '/mobile/KnowledgeBase?q=%E9%AB%98%E7%A9%BA');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(visible()?.querySelector('section h2')?.textContent).toBe('搜索结果');
  });
});

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
const CITATION = {
  index: 1,
  groupId: 4,
  detailId: 5,
  title: '申请使用维修资金的一般流程',
  source: '《住宅专项维修资金管理办法》',
  href: '/mobile/KnowledgeBase/4/5',
};
const ANSWER = {
  answer: '一般流程如下：[1]\n1. 提出使用建议；\n2. 业主表决；\n\n依据：《住宅专项维修资金管理办法》[1]',
  citations: [CITATION],
  refused: false,
  provider: 'local',
  disclaimer: '',
  followUps: ['维修基金不够了怎么办', '哪些费用不能从维修基金出', '维修基金的账怎么查'],
};

/**
 * The adviser's stream (`adviser/stream`): its citations, the answer in two pieces, then done. The
 * second piece waits until the test lets it go, so the page can be seen half-way.
 */
function streamOf(answer: typeof ANSWER, gate: Promise<void> = Promise.resolve()): Response {
  const encoder = new TextEncoder();
  const half = answer.answer.indexOf('\n1.');
  return new Response(
    new ReadableStream({
      async start(controller) {
        controller.enqueue(
          encoder.encode(
            event('meta', { citations: answer.citations, refused: false, followUps: [], disclaimer: '' }) +
              event('delta', { text: answer.answer.slice(0, half) }),
          ),
        );
        await gate;
        controller.enqueue(
          encoder.encode(event('delta', { text: answer.answer.slice(half) }) + event('done', answer)),
        );
        controller.close();
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  );
}

describe('adviser chat', () => {
  const scrolled: Element[] = [];
  beforeAll(() => {
    // jsdom has no layout: record what the page scrolls to.
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
  });
  afterEach(() => {
    scrolled.length = 0;
    sessionStorage.clear();
  });

  const input = () => document.querySelector('textarea') as HTMLTextAreaElement;
  const sendButton = () =>
    document.querySelector<HTMLButtonElement>('.adviser__form button') as HTMLButtonElement;
  const type = (text: string) => {
    input().value = text;
    input().dispatchEvent(new Event('input'));
  };

  it('streams the answer into the new turn, scrolled to, with linked citations, steps and follow-ups', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = vi.fn(async () => streamOf(ANSWER, gate));
    vi.stubGlobal('fetch', fetchMock);
    await open('/mobile/chat');
    expect(sendButton().disabled).toBe(true);
    type('维修资金怎么使用？');
    expect(sendButton().disabled).toBe(false);
    sendButton().click();
    const turn = () => document.querySelector('.adviser__turn') as HTMLElement;
    expect(scrolled).toEqual([turn()]);
    expect(input().value).toBe('');
    // Half-way: the first piece shows, linked, before the answer is complete.
    await vi.waitFor(() =>
      expect(turn().querySelector('.adviser__cite')?.getAttribute('href')).toBe(CITATION.href),
    );
    expect(turn().querySelector('.adviser__msg--bot p')?.textContent).toBe('一般流程如下：[1]');
    expect(turn().querySelector('.adviser__sources')).toBeNull();
    expect(sendButton().disabled).toBe(true);
    release();
    await vi.waitFor(() => expect(turn().querySelector('.adviser__sources')).not.toBeNull());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/adviser/stream');
    expect(JSON.parse(String(init.body))).toEqual({ question: '维修资金怎么使用？' });
    expect([...turn().querySelectorAll('.adviser__msg--bot > ol li')].map((li) => li.textContent)).toEqual([
      '提出使用建议；',
      '业主表决；',
    ]);
    const followUps = [...turn().querySelectorAll<HTMLButtonElement>('.adviser__follow .adviser__chip')];
    expect(followUps.map((chip) => chip.textContent)).toEqual(ANSWER.followUps);
    expect(document.querySelector<HTMLButtonElement>('.adviser__clear')?.hidden).toBe(false);
  });

  it('asks a follow-up with the previous question as its context, and offers follow-ups under the last answer only', async () => {
    const fetchMock = vi.fn(async () => streamOf(ANSWER));
    vi.stubGlobal('fetch', fetchMock);
    await open('/mobile/chat');
    type('维修资金怎么使用？');
    sendButton().click();
    await vi.waitFor(() => expect(document.querySelector('.adviser__follow')).not.toBeNull());
    document.querySelector<HTMLButtonElement>('.adviser__follow .adviser__chip')?.click();
    await vi.waitFor(() => expect(document.querySelectorAll('.adviser__sources')).toHaveLength(2));
    const [, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      question: '维修基金不够了怎么办',
      context: '维修资金怎么使用？',
    });
    const turns = document.querySelectorAll('.adviser__turn');
    expect(turns).toHaveLength(2);
    expect(turns[0]?.querySelector('.adviser__follow')).toBeNull();
    expect(turns[1]?.querySelector('.adviser__follow')).not.toBeNull();
    expect(scrolled).toEqual([turns[0], turns[1]]);
  });

  it('keeps the conversation of the tab when the page is opened again, until it is cleared', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => streamOf(ANSWER)),
    );
    await open('/mobile/chat');
    type('维修资金怎么使用？');
    sendButton().click();
    await vi.waitFor(() => expect(document.querySelector('.adviser__sources')).not.toBeNull());
    // Back from a cited article: the page loads afresh and finds the conversation.
    await open('/mobile/chat');
    expect(document.querySelector('.adviser__msg--me')?.textContent).toBe('维修资金怎么使用？');
    expect(document.querySelector('.adviser__cite')?.getAttribute('href')).toBe(CITATION.href);
    expect(document.querySelectorAll('.adviser__follow .adviser__chip')).toHaveLength(3);
    document.querySelector<HTMLButtonElement>('.adviser__clear')?.click();
    expect(document.querySelector('.adviser__turn')).toBeNull();
    expect(document.querySelector<HTMLButtonElement>('.adviser__clear')?.hidden).toBe(true);
    await open('/mobile/chat');
    expect(document.querySelector('.adviser__turn')).toBeNull();
  });

  it('shows the server refusal of a question as the error of that turn', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => api('请求过于频繁，请稍后再试', 429)),
    );
    await open('/mobile/chat');
    document.querySelector<HTMLButtonElement>('.adviser__chip')?.click();
    await vi.waitFor(() =>
      expect(document.querySelector('.adviser__error')?.textContent).toBe('请求过于频繁，请稍后再试'),
    );
    expect(sendButton().textContent).toBe('发送');
  });
});
