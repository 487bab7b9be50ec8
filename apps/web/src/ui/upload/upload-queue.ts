import type { UploadItemStatus } from '@gongzhi/domain/file/upload-enums';
import { checkUpload, type UploadKind } from '@gongzhi/domain/file/upload-rules';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { localizeMessage } from '../../lib/domain-message';
import { i18n } from '../../locales/i18n-core';
import { type Attachment, type UploadTarget, uploadAttachment } from './upload-api';
import { rememberFieldStatuses } from './upload-field-rule';

/** One row of an upload field: finished (an attachment), uploading with progress, or failed. */
export type UploadItem = {
  uid: string;
  name: string;
  size: number;
  contentType?: string;
  status: UploadItemStatus;
  percent: number;
  error?: string;
  attachment?: Attachment;
};

type PendingItem = UploadItem & { file: File };

export type UploadQueueOptions = {
  value: readonly Attachment[] | undefined;
  onChange: ((value: Attachment[]) => void) | undefined;
  target: UploadTarget;
  kind: UploadKind;
  maxSize: number;
  maxCount: number;
  /** Shows a refusal or a failed upload (a toast); the caller picks the toast kit. */
  onError: (text: string) => void;
};

let sequence = 0;

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The state machine every upload component shares (antd's UploadField and PhoneUpload through
 * use-upload-items, the owner entry's plain image upload directly). The controlled value is the finished
 * attachments; uploading and failed items are kept here and announced through the value's
 * registered statuses (see uploadFieldRule) whenever one starts, fails or goes.
 */
export function useUploadQueue({
  value,
  onChange,
  target,
  kind,
  maxSize,
  maxCount,
  onError,
}: UploadQueueOptions) {
  // The latest callback without restarting uploads when the caller passes a new function.
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  // Without a `value` prop the field keeps its own list (uncontrolled use).
  const [inner, setInner] = useState<readonly Attachment[]>([]);
  const current = value ?? inner;
  const valueRef = useRef<readonly Attachment[]>(current);
  valueRef.current = current;
  const pendingRef = useRef<PendingItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  // A finished upload keeps the list key it had while uploading (attachmentId → that uid): a new
  // key would make the list animate the item out and in again, showing the file twice meanwhile.
  const listUids = useRef(new Map<string, string>());
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const targetRef = useRef(target);
  targetRef.current = target;

  const emit = useCallback(
    (list: readonly Attachment[]) => {
      const next = [...list];
      rememberFieldStatuses(next, [
        ...next.map((): UploadItemStatus => 'DONE'),
        ...pendingRef.current.map((item) => item.status),
      ]);
      // The parent may not re-render before the next upload finishes: keep the newest list here.
      valueRef.current = next;
      setInner(next);
      onChange?.(next);
    },
    [onChange],
  );

  const setPending = useCallback(
    (next: PendingItem[], announce: boolean) => {
      pendingRef.current = next;
      rerender();
      if (announce) emit(valueRef.current);
    },
    [emit],
  );

  const patch = useCallback(
    (uid: string, change: Partial<PendingItem>, announce: boolean) => {
      setPending(
        pendingRef.current.map((item) => (item.uid === uid ? { ...item, ...change } : item)),
        announce,
      );
    },
    [setPending],
  );

  const run = useCallback(
    (item: PendingItem) => {
      const controller = new AbortController();
      controllers.current.set(item.uid, controller);
      const onProgress = (percent: number) => patch(item.uid, { percent }, false);
      uploadAttachment(item.file, targetRef.current, onProgress, controller.signal)
        .then((attachment) => {
          listUids.current.set(attachment.attachmentId, item.uid);
          pendingRef.current = pendingRef.current.filter((pending) => pending.uid !== item.uid);
          rerender();
          emit([...valueRef.current, attachment]);
        })
        .catch((error: unknown) => {
          if (isAbort(error)) return;
          const reason = error instanceof Error ? localizeMessage(error.message) : '';
          const shown = reason || i18n.t('messages.fileUploadFailed');
          patch(item.uid, { status: 'ERROR', error: shown }, true);
          onErrorRef.current(shown);
        })
        .finally(() => controllers.current.delete(item.uid));
    },
    [emit, patch],
  );

  /** Checks kind, size and count (SPEC §5 messages as toasts), then starts the upload. */
  const add = useCallback(
    (file: File): boolean => {
      const held = valueRef.current.length + pendingRef.current.length;
      const check = checkUpload({ name: file.name, size: file.size }, held, { kind, maxSize, maxCount });
      if (!check.valid) {
        onErrorRef.current(localizeMessage(check.message));
        return false;
      }
      sequence += 1;
      const item: PendingItem = {
        uid: `upload-${Date.now()}-${sequence}`,
        name: file.name,
        size: file.size,
        contentType: file.type,
        status: 'UPLOADING',
        percent: 0,
        file,
      };
      setPending([...pendingRef.current, item], true);
      run(item);
      return true;
    },
    [kind, maxSize, maxCount, run, setPending],
  );

  const retry = useCallback(
    (uid: string) => {
      const item = pendingRef.current.find((pending) => pending.uid === uid);
      if (item?.status !== 'ERROR') return;
      const restarted = { ...item, status: 'UPLOADING' as const, percent: 0, error: undefined };
      setPending(
        pendingRef.current.map((pending) => (pending.uid === uid ? restarted : pending)),
        true,
      );
      run(restarted);
    },
    [run, setPending],
  );

  /** Removes a finished attachment or cancels a pending item, by its list uid. */
  const remove = useCallback(
    (uid: string) => {
      controllers.current.get(uid)?.abort();
      if (pendingRef.current.some((item) => item.uid === uid)) {
        setPending(
          pendingRef.current.filter((item) => item.uid !== uid),
          true,
        );
        return;
      }
      const attachmentId = [...listUids.current].find(([, listUid]) => listUid === uid)?.[0] ?? uid;
      emit(valueRef.current.filter((attachment) => attachment.attachmentId !== attachmentId));
    },
    [emit, setPending],
  );

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const items: UploadItem[] = [
    ...current.map(
      (attachment): UploadItem => ({
        uid: listUids.current.get(attachment.attachmentId) ?? attachment.attachmentId,
        name: attachment.sourceName,
        size: attachment.size,
        contentType: attachment.contentType,
        status: 'DONE',
        percent: 100,
        attachment,
      }),
    ),
    ...pendingRef.current.map(({ file: _file, ...item }) => item),
  ];
  return { items, add, retry, remove, full: items.length >= maxCount };
}
