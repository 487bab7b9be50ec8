import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AttachmentLinks } from './solicitation-ui';

const files = [
  {
    attachmentId: 'A1',
    pubAttachmentId: 'P1',
    sourceName: '改造说明.pdf',
    contentType: 'application/pdf',
    size: 9,
  },
];

describe('AttachmentLinks', () => {
  it('opens published files for owners by their public id', () => {
    render(<AttachmentLinks ids={['A1']} files={files} isPublic />);
    const link = screen.getByRole('link', { name: /改造说明\.pdf/ });
    expect(link.getAttribute('href')).toBe('/v1/api/cos/pubDownload?pubAttachmentId=P1');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('keeps staff on the private download (a button, no public address)', () => {
    render(<AttachmentLinks ids={['A1']} files={files} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: /改造说明\.pdf/ })).toBeTruthy();
  });
});
