import App from 'antd/es/app';
import { type UploadQueueOptions, useUploadQueue } from './upload-queue';

export type { UploadItem } from './upload-queue';
export type UploadItemsOptions = Omit<UploadQueueOptions, 'onError'>;

/** The upload state machine (upload-queue.ts) with antd's message for refusals and failures. */
export function useUploadItems(options: UploadItemsOptions) {
  const { message } = App.useApp();
  return useUploadQueue({ ...options, onError: (text) => void message.error(text) });
}
