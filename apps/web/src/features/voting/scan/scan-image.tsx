import Skeleton from 'antd/es/skeleton';
import { useEffect, useState } from 'react';
import { fetchScanImage } from './scan-api';

/**
 * An image of the scan API (a page or an issue's crop) loaded with the staff session, shown as an
 * `<img>` from an object URL that is released when the image changes or leaves the page.
 */
export function ScanImage({
  url,
  alt,
  failedText,
  className,
}: {
  url: string;
  alt: string;
  failedText: string;
  className?: string;
}) {
  const [state, setState] = useState<{ url: string; src: string | null; failed: boolean }>({
    url,
    src: null,
    failed: false,
  });
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setState({ url, src: null, failed: false });
    fetchScanImage(url, controller.signal).then(
      (src) => {
        objectUrl = src;
        setState({ url, src, failed: false });
      },
      () => {
        if (!controller.signal.aborted) setState({ url, src: null, failed: true });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  if (state.failed) return <div className="scan-image-failed">{failedText}</div>;
  if (!state.src || state.url !== url) return <Skeleton.Image active className="scan-image-loading" />;
  return <img src={state.src} alt={alt} className={className} />;
}
