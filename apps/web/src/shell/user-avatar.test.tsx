import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserAvatar } from './user-avatar';

describe('UserAvatar', () => {
  it('shows the person icon without a picture', () => {
    const { container } = render(<UserAvatar src={null} />);
    expect(container.querySelector('.user-avatar .anticon-user')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows the picture, the icon once it fails to load, and tries a new picture again', () => {
    const { container, rerender } = render(<UserAvatar src="/a.png" />);
    const img = container.querySelector('.user-avatar--image > img');
    expect(img?.getAttribute('src')).toBe('/a.png');
    fireEvent.error(img as Element);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.anticon-user')).not.toBeNull();
    rerender(<UserAvatar src="/b.png" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/b.png');
  });
});
