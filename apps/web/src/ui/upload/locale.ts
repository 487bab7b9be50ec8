import { type AreaLocale, registerAreaLocale } from '../../locales/i18n-core';

const zhCN = {
  choose: '上传文件',
  chooseImage: '上传图片',
  phoneChoose: '选择文件',
  phoneChooseImage: '拍照或选择图片',
  limit: '单个文件不超过{{size}}，最多{{count}}个',
  uploading: '上传中 {{percent}}%',
  failed: '上传失败',
  retry: '重试',
  remove: '删除',
  download: '下载',
  preview: '预览',
  done: '已上传',
  close: '关闭',
};

const enUS: typeof zhCN = {
  choose: 'Upload file',
  chooseImage: 'Upload image',
  phoneChoose: 'Choose file',
  phoneChooseImage: 'Take a photo or choose an image',
  limit: 'Up to {{size}} each, at most {{count}} files',
  uploading: 'Uploading {{percent}}%',
  failed: 'Upload failed',
  retry: 'Retry',
  remove: 'Remove',
  download: 'Download',
  preview: 'Preview',
  done: 'Uploaded',
  close: 'Close',
};

export const uploadLocale: AreaLocale<typeof zhCN> = { zhCN, enUS };

registerAreaLocale('upload', uploadLocale);
