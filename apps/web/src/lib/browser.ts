/** Internet Explorer (Trident engine or MSIE token) gets the old-browser warning. */
export function isOldInternetExplorer(userAgent: string): boolean {
  return /Trident\/|MSIE /.test(userAgent);
}

/** What the user agent says about the device (SPEC §9: mobile detection by user agent, WeChat included). */
export type DeviceInfo = {
  /** A phone: iPhone, iPod, Android with the `Mobile` token, Windows Phone, HarmonyOS phones, … */
  phone: boolean;
  /** A tablet announcing itself: iPad (before iPadOS 13), Android without `Mobile`, other tablets. */
  tablet: boolean;
  /** WeChat's in-app browser (`MicroMessenger`), on a phone or on the desktop client. */
  wechat: boolean;
};

const PHONE =
  /iPhone|iPod|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|webOS|(Android|HarmonyOS|OpenHarmony).*Mobile|Mobile.*(Android|HarmonyOS)/i;
const TABLET = /iPad|Android|HarmonyOS|OpenHarmony|Tablet|PlayBook|Silk\//i;
/** WeChat's desktop clients also say MicroMessenger; they run on a computer. */
const DESKTOP_WECHAT = /WindowsWechat|MacWechat/i;

/**
 * Classifies a user agent. iPadOS 13+ Safari reports itself as a Mac and counts as a computer here:
 * a user agent cannot tell them apart, and the workbench works there as on a laptop.
 */
export function deviceOf(userAgent: string): DeviceInfo {
  const wechat = /MicroMessenger/i.test(userAgent);
  const phone =
    PHONE.test(userAgent) || (wechat && !DESKTOP_WECHAT.test(userAgent) && !TABLET.test(userAgent));
  const tablet = !phone && TABLET.test(userAgent);
  return { phone, tablet, wechat };
}

/** A phone or tablet, including WeChat's in-app browser there; WeChat on a computer is not one. */
export function isMobileDevice(userAgent: string): boolean {
  const device = deviceOf(userAgent);
  return device.phone || device.tablet;
}

/** The current browser's device, or a computer outside a browser (tests, prerendering). */
export function currentDevice(): DeviceInfo {
  if (typeof navigator === 'undefined') return { phone: false, tablet: false, wechat: false };
  return deviceOf(navigator.userAgent);
}
