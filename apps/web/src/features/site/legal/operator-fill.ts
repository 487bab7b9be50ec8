import { fillOperator, OPERATOR_KEYS, type OperatorTexts } from '@gongzhi/domain/site/page-slots';
import { createContext, useContext, useEffect, useState } from 'react';

/**
 * How a legal text's operator markers (`{{op.name}}`, …) are shown: `fetch` fills them from
 * `GET /v1/site/operator` (the SPA); `keep` leaves them for the server to fill per request (the
 * prerendered H5 pages, h5-prerender.tsx).
 */
export const OperatorFillContext = createContext<'fetch' | 'keep'>('fetch');

/** Shown for a detail until the settings have arrived: never the raw marker. */
const PENDING = Object.fromEntries(OPERATOR_KEYS.map((key) => [key, '…'])) as OperatorTexts;

let cached: OperatorTexts | null = null;
let loading: Promise<OperatorTexts | null> | null = null;

function load(): Promise<OperatorTexts | null> {
  loading ??= fetch('/v1/site/operator')
    .then((response) => response.json() as Promise<{ code?: number; data?: OperatorTexts }>)
    .then((body) => {
      cached = body.code === 200 && body.data ? body.data : null;
      if (!cached) loading = null;
      return cached;
    })
    .catch(() => {
      loading = null;
      return null;
    });
  return loading;
}

/** A function that puts this deployment's operator details into a legal text. */
export function useOperatorFill(): (text: string) => string {
  const mode = useContext(OperatorFillContext);
  const [texts, setTexts] = useState(cached);
  useEffect(() => {
    if (mode === 'keep' || texts) return;
    let live = true;
    void load().then((loaded) => {
      if (live && loaded) setTexts(loaded);
    });
    return () => {
      live = false;
    };
  }, [mode, texts]);
  if (mode === 'keep') return (text) => text;
  return (text) => fillOperator(text, texts ?? PENDING);
}
