import { render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { AttachmentLinks, defaultPeriod, formatPeriod, ProposalStateTag } from './proposal-shared';

describe('proposal display helpers', () => {
  it('shows a period as YYYY/MM/DD HH:mm ~ YYYY/MM/DD HH:mm', () => {
    expect(formatPeriod('2026-03-02T01:30:00.000Z', '2026-03-16T01:30:00.000Z')).toBe(
      `${dayjs('2026-03-02T01:30:00.000Z').format('YYYY/MM/DD HH:mm')} ~ ${dayjs('2026-03-16T01:30:00.000Z').format('YYYY/MM/DD HH:mm')}`,
    );
  });

  it('defaults a new proposal to open now until the end of the fourteenth day', () => {
    const [start, end] = defaultPeriod(dayjs('2026-03-02T10:20:35'));
    expect(start.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-03-02 10:20:00');
    expect(end.format('YYYY-MM-DD HH:mm')).toBe('2026-03-16 23:59');
  });

  it.each([
    ['NOT_STARTED', '未开始'],
    ['IN_PROGRESS', '进行中'],
    ['ENDED', '已结束'],
  ] as const)('tags %s as %s', (state, label) => {
    render(<ProposalStateTag state={state} />);
    expect(screen.getByText(label).closest('[data-state]')?.getAttribute('data-state')).toBe(state);
  });

  const file = {
    attachmentId: 'A1',
    pubAttachmentId: 'P1',
    sourceName: '位置图.pdf',
    contentType: 'application/pdf',
    size: 9,
  };

  it('links owners to published materials by public id and staff through the private route', () => {
    const { unmount } = render(<AttachmentLinks files={[file]} isPublic />);
    expect(screen.getByRole('link', { name: '位置图.pdf' }).getAttribute('href')).toBe(
      '/v1/api/cos/pubDownload?pubAttachmentId=P1',
    );
    unmount();
    render(<AttachmentLinks files={[file]} />);
    expect(screen.getByRole('link', { name: '位置图.pdf' }).getAttribute('href')).toBe(
      '/v1/api/cos/download?attachmentId=A1',
    );
  });
});
