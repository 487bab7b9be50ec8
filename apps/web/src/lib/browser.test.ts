import { describe, expect, it } from 'vitest';
import { isOldInternetExplorer } from './browser';

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
    expect(
      isOldInternetExplorer(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
      ),
    ).toBe(false);
  });
});
