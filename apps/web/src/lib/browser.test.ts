import { describe, expect, it } from 'vitest';
import { deviceOf, isMobileDevice, isOldInternetExplorer } from './browser';

/** Real user agents, as the browsers send them. */
const UA = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  huaweiHarmony:
    'Mozilla/5.0 (Linux; Android 12; HarmonyOS; NOH-AN00; HMSCore 6.13.0.302) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 HuaweiBrowser/14.0.5.302 Mobile Safari/537.36',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; V2185A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  wechatIPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2d) NetType/WIFI Language/zh_CN',
  wechatWindows:
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13) XWEB/9129 Flue',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  desktopEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
  desktopSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  linuxChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
};

describe('isOldInternetExplorer', () => {
  it('recognises IE 10 and 11', () => {
    expect(isOldInternetExplorer('Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)')).toBe(
      true,
    );
    expect(isOldInternetExplorer('Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko')).toBe(
      true,
    );
  });

  it('leaves modern browsers alone', () => {
    expect(isOldInternetExplorer(UA.linuxChrome)).toBe(false);
    expect(isOldInternetExplorer(UA.desktopEdge)).toBe(false);
  });
});

describe('deviceOf (SPEC §9 mobile detection by user agent)', () => {
  it.each([
    ['iPhone Safari', UA.iPhoneSafari],
    ['Android Chrome', UA.androidChrome],
    ['Huawei browser on HarmonyOS', UA.huaweiHarmony],
  ])('%s is a phone', (_name, ua) => {
    expect(deviceOf(ua)).toEqual({ phone: true, tablet: false, wechat: false });
    expect(isMobileDevice(ua)).toBe(true);
  });

  it.each([
    ['iPad', UA.iPad],
    ['Android tablet (no Mobile token)', UA.androidTablet],
  ])('%s is a tablet', (_name, ua) => {
    expect(deviceOf(ua)).toEqual({ phone: false, tablet: true, wechat: false });
    expect(isMobileDevice(ua)).toBe(true);
  });

  it.each([
    ['on Android', UA.wechatAndroid],
    ['on iPhone', UA.wechatIPhone],
  ])("WeChat's in-app browser %s is a phone and WeChat", (_name, ua) => {
    expect(deviceOf(ua)).toEqual({ phone: true, tablet: false, wechat: true });
    expect(isMobileDevice(ua)).toBe(true);
  });

  it('a MicroMessenger token without any platform token still counts as a phone', () => {
    expect(deviceOf('Mozilla/5.0 AppleWebKit/537.36 MicroMessenger/8.0.47')).toEqual({
      phone: true,
      tablet: false,
      wechat: true,
    });
  });

  it('WeChat for Windows is WeChat on a computer', () => {
    expect(deviceOf(UA.wechatWindows)).toEqual({ phone: false, tablet: false, wechat: true });
    expect(isMobileDevice(UA.wechatWindows)).toBe(false);
  });

  it.each([
    ['Chrome', UA.desktopChrome],
    ['Edge', UA.desktopEdge],
    ['Safari (and iPadOS 13+, which says Macintosh)', UA.desktopSafari],
    ['Chrome on Linux', UA.linuxChrome],
  ])('desktop %s is a computer', (_name, ua) => {
    expect(deviceOf(ua)).toEqual({ phone: false, tablet: false, wechat: false });
    expect(isMobileDevice(ua)).toBe(false);
  });
});
