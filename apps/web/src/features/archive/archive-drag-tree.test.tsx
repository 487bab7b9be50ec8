import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { ArchiveDragTree } from './archive-drag-tree';

const entry = (archiveId: string, archiveName: string, isDirectory: 'YES' | 'NO', childCount = 0) => ({
  archiveId,
  archiveName,
  archiveType: 'ARCHIVE',
  isDirectory,
  parentId: null,
  sort: 1,
  childCount,
  archiveFileAttachment:
    isDirectory === 'NO'
      ? { attachmentId: `A${archiveId}`, sourceName: archiveName, contentType: 'application/pdf', size: 2048 }
      : null,
  creatorName: '张明',
  gmtCreate: '2026-03-01T02:00:00.000Z',
});

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => jsonResponse({ code: 200, message: 'success', data });
const bodies: Record<string, unknown>[] = [];
let updateReply: () => Response = () => ok(entry('D2', '备案材料', 'YES'));

beforeEach(() => {
  bodies.length = 0;
  updateReply = () => ok(entry('D2', '备案材料', 'YES'));
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.body) bodies.push({ url, ...JSON.parse(String(init.body)) });
    if (url.startsWith('/v1/archive/list'))
      return ok({
        list: url.includes('parentId=D1')
          ? [entry('S1', '2025年', 'YES')]
          : [
              entry('D1', '会议记录', 'YES', 1),
              entry('D2', '备案材料', 'YES'),
              entry('F1', '合同.pdf', 'NO'),
            ],
        total: 3,
        path: [],
      });
    if (url.startsWith('/v1/archive/update')) return updateReply();
    if (url.startsWith('/v1/archive/sortUpdate')) return ok([]);
    return jsonResponse({ code: 404, message: 'not found', data: null }, 404);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const slow = { timeout: 5000 };

/** The tree node (the element rc-tree listens on for drag events) showing `name`. */
async function nodeOf(name: string): Promise<HTMLElement> {
  const title = await screen.findByText(name, {}, slow);
  const node = title.closest('.ant-tree-treenode');
  if (!node) throw new Error(`no tree node for ${name}`);
  return node as HTMLElement;
}

/** Drags `from` and drops it onto the middle of `to` (rc-tree measures the pointer against the node). */
async function dragOnto(from: string, to: string) {
  const source = await nodeOf(from);
  const target = await nodeOf(to);
  fireEvent.dragStart(source);
  fireEvent.dragEnter(target);
  fireEvent.dragOver(target);
  fireEvent.drop(target);
}

const render = () => renderWithProviders(<ArchiveDragTree communityInfoCode="A" archiveType="ARCHIVE" />);

describe('archive drag tree', () => {
  it('moves an entry dropped onto a folder into that folder', async () => {
    render();
    await dragOnto('合同.pdf', '备案材料');
    await waitFor(() =>
      expect(bodies.find((body) => String(body.url).includes('/v1/archive/update'))).toMatchObject({
        communityInfoCode: 'A',
        archiveId: 'F1',
        parentId: 'D2',
      }),
    );
    expect(await screen.findByText('已移动', undefined, slow)).toBeTruthy();
  });

  it("shows the server's refusal and changes nothing more", async () => {
    updateReply = () =>
      jsonResponse({ code: 400, message: '不能将文件夹移动到其自身或其子文件夹中', data: null }, 400);
    render();
    await dragOnto('会议记录', '备案材料');
    expect(await screen.findByText('不能将文件夹移动到其自身或其子文件夹中', undefined, slow)).toBeTruthy();
    expect(bodies.some((body) => String(body.url).includes('sortUpdate'))).toBe(false);
  });
});
