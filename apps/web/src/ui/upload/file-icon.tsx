import {
  AudioOutlined,
  FileExcelOutlined,
  FileGifOutlined,
  FileImageOutlined,
  FileJpgOutlined,
  FileOutlined,
  FilePdfOutlined,
  FilePptOutlined,
  FileWordOutlined,
  FileZipOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { type FileIconKey, fileIconKey } from '@gongzhi/domain/file/file-types';
import type { ComponentType } from 'react';

type IconLook = { Icon: ComponentType<{ className?: string }>; color: string };

// One look per icon of SPEC §9. Formats antd has no glyph for (png, mp4, wav…) share their family's
// glyph and are told apart by the badge with the format's name.
const LOOKS: Readonly<Record<FileIconKey, IconLook>> = {
  jpg: { Icon: FileJpgOutlined, color: '#2f7ff8' },
  png: { Icon: FileImageOutlined, color: '#2f7ff8' },
  gif: { Icon: FileGifOutlined, color: '#2f7ff8' },
  excel: { Icon: FileExcelOutlined, color: '#07c160' },
  pdf: { Icon: FilePdfOutlined, color: '#dd4b37' },
  ppt: { Icon: FilePptOutlined, color: '#e8793a' },
  word: { Icon: FileWordOutlined, color: '#2f5fd0' },
  zip: { Icon: FileZipOutlined, color: '#8a5a00' },
  mp4: { Icon: VideoCameraOutlined, color: '#7c4dff' },
  wma: { Icon: AudioOutlined, color: '#d4387a' },
  avi: { Icon: VideoCameraOutlined, color: '#7c4dff' },
  mpeg: { Icon: VideoCameraOutlined, color: '#7c4dff' },
  wav: { Icon: AudioOutlined, color: '#d4387a' },
  image: { Icon: FileImageOutlined, color: '#2f7ff8' },
  video: { Icon: VideoCameraOutlined, color: '#7c4dff' },
  file: { Icon: FileOutlined, color: '#646a73' },
};

const BADGED: ReadonlySet<FileIconKey> = new Set(['png', 'mp4', 'wma', 'avi', 'mpeg', 'wav']);

type FileTypeIconProps = { name: string; contentType?: string | null; size?: 'default' | 'large' };

/** The file-type icon of SPEC §9 for a file, chosen by the domain's fileIconKey. */
export function FileTypeIcon({ name, contentType, size = 'default' }: FileTypeIconProps) {
  const key = fileIconKey(name, contentType);
  const { Icon, color } = LOOKS[key];
  return (
    <span
      className={`file-type-icon file-type-icon--${size}`}
      style={{ color }}
      role="img"
      aria-label={key}
      data-icon={key}
    >
      <Icon />
      {BADGED.has(key) ? (
        <span className="file-type-icon__badge" style={{ background: color }}>
          {key.toUpperCase()}
        </span>
      ) : null}
    </span>
  );
}
