import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from '../../locales/use-translation';
import '../../features/proposal/locale';
import { OwnerButton } from '../owner-ui';
import './signature-pad.css';

export type SignaturePadHandle = {
  /** The drawing as a PNG file, or null when nothing was drawn. */
  toFile: () => Promise<File | null>;
  clear: () => void;
};

const HEIGHT = 180;

/**
 * A handwriting box for phone signatures (ours; the owner entry's copy of features/proposal's, on the
 * plain button, loaded only with the pages that sign): pointer events draw ink on a canvas sized to the
 * device pixel ratio so strokes stay sharp; the result is a PNG uploaded like any other image.
 */
export const SignaturePad = forwardRef<SignaturePadHandle, { onChange?: (drawn: boolean) => void }>(
  function SignaturePad({ onChange }, ref) {
    const { t } = useTranslation('proposal');
    const canvas = useRef<HTMLCanvasElement>(null);
    const drawing = useRef(false);
    const [drawn, setDrawn] = useState(false);

    const context = useCallback(() => canvas.current?.getContext('2d') ?? null, []);

    const reset = useCallback(() => {
      const element = canvas.current;
      const ctx = context();
      if (!element || !ctx) return;
      const ratio = window.devicePixelRatio || 1;
      element.width = element.clientWidth * ratio;
      element.height = HEIGHT * ratio;
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, element.clientWidth, HEIGHT);
      ctx.lineWidth = 3;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.strokeStyle = '#1f1f1f';
      setDrawn(false);
      onChange?.(false);
    }, [context, onChange]);

    useEffect(() => reset(), [reset]);

    const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
      const rect = event.currentTarget.getBoundingClientRect();
      return { x: event.clientX - rect.left, y: event.clientY - rect.top };
    };

    useImperativeHandle(
      ref,
      () => ({
        clear: reset,
        toFile: () =>
          new Promise<File | null>((resolve) => {
            if (!drawn || !canvas.current) return resolve(null);
            canvas.current.toBlob(
              (blob) => resolve(blob ? new File([blob], 'signature.png', { type: 'image/png' }) : null),
              'image/png',
            );
          }),
      }),
      [drawn, reset],
    );

    return (
      <div className="signature-pad">
        <canvas
          ref={canvas}
          className="signature-pad__canvas"
          style={{ height: HEIGHT }}
          aria-label={t('owner.padHint')}
          onPointerDown={(event) => {
            const ctx = context();
            if (!ctx) return;
            event.currentTarget.setPointerCapture(event.pointerId);
            drawing.current = true;
            const { x, y } = point(event);
            ctx.beginPath();
            ctx.moveTo(x, y);
            ctx.lineTo(x + 0.1, y + 0.1);
            ctx.stroke();
          }}
          onPointerMove={(event) => {
            const ctx = context();
            if (!drawing.current || !ctx) return;
            const { x, y } = point(event);
            ctx.lineTo(x, y);
            ctx.stroke();
            if (!drawn) {
              setDrawn(true);
              onChange?.(true);
            }
          }}
          onPointerUp={() => {
            drawing.current = false;
          }}
          onPointerCancel={() => {
            drawing.current = false;
          }}
        />
        <div className="signature-pad__bar">
          <span className="owner-muted">{t('owner.padHint')}</span>
          <OwnerButton onClick={reset}>{t('owner.clear')}</OwnerButton>
        </div>
      </div>
    );
  },
);
