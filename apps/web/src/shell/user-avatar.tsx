import { UserOutlined } from '@ant-design/icons';
import { useState } from 'react';

type UserAvatarProps = { src: string | null };

/**
 * The user's 28 px round picture in the header, or the person icon without one or when it fails to
 * load, as antd's Avatar (size 28, icon) draws them (global.css .user-avatar): the Avatar's code,
 * with its group popover and breakpoint observer, is no part of the workbench frame (issue #25).
 */
export function UserAvatar({ src }: UserAvatarProps) {
  // The picture that failed: a new one is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const image = src && src !== failed ? src : null;
  return (
    <span className={image ? 'user-avatar user-avatar--image' : 'user-avatar'}>
      {/* The name is shown beside the picture: the picture itself says nothing more. */}
      {image ? <img src={image} alt="" onError={() => setFailed(image)} /> : <UserOutlined />}
    </span>
  );
}
