/**
 * WeChat's JS-SDK (jweixin) for the owner H5, loaded on demand: only the 提醒设置 block of 我的
 * asks for it, and only inside WeChat's browser (the server's CSP lets owner.html load it from
 * res.wx.qq.com and nothing else from there).
 */
export const JWEIXIN_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

export type WxConfig = {
  debug: boolean;
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
  jsApiList: string[];
  openTagList: string[];
};

/** The part of jweixin's `wx` this page uses. */
export type Wx = {
  config(config: WxConfig): void;
  ready(callback: () => void): void;
  error(callback: (result: { errMsg?: string }) => void): void;
};

declare global {
  interface Window {
    wx?: Wx;
  }
}

/** WeChat's built-in browser says MicroMessenger in its user agent (also on PC WeChat). */
export function isWechatBrowser(userAgent = navigator.userAgent): boolean {
  return /MicroMessenger/i.test(userAgent);
}

let loading: Promise<Wx> | null = null;

export function loadWechatSdk(): Promise<Wx> {
  if (window.wx) return Promise.resolve(window.wx);
  loading ??= new Promise<Wx>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = JWEIXIN_URL;
    script.async = true;
    script.onload = () => (window.wx ? resolve(window.wx) : reject(new Error('jweixin: no wx')));
    script.onerror = () => {
      // A later visit to the page tries again.
      loading = null;
      script.remove();
      reject(new Error('jweixin: not loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Leaving for WeChat's OAuth page; a seam, so tests can see where the page would go. */
export const pageNavigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Whether wx-open-subscribe's `success` detail says the owner accepted `templateId`. WeChat sends
 * `subscribeDetails` as JSON text mapping each template to JSON text `{"status":"accept"}`
 * (`reject`, `ban`, `filter` otherwise); parsed leniently in case a layer already decoded it.
 */
export function acceptedTemplate(detail: unknown, templateId: string): boolean {
  const parse = (value: unknown): unknown => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  };
  const details = parse((detail as { subscribeDetails?: unknown } | null)?.subscribeDetails);
  if (!details || typeof details !== 'object') return false;
  const entry = parse((details as Record<string, unknown>)[templateId]);
  const status = entry && typeof entry === 'object' ? (entry as { status?: unknown }).status : entry;
  return status === 'accept' || status === 'acceptWithAudio' || status === 'acceptWithAlert';
}
