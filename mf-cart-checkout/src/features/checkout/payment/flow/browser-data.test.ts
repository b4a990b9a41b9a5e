import { BrowserDataSchema } from 'shared-contracts';
import { collectBrowserData } from './browser-data';

describe('the device data for 3-D Secure', () => {
  it('has every field of docs/spec.md §3, as the contract takes them', () => {
    const data = collectBrowserData();
    expect(Object.keys(data).sort()).toEqual(
      [
        'accept_header',
        'color_depth',
        'java_enabled',
        'javascript_enabled',
        'language',
        'screen_height',
        'screen_width',
        'challenge_window_size',
        'timezone',
        'user_agent',
      ].sort(),
    );
    expect(BrowserDataSchema.safeParse(data).success).toBe(true);
    expect(data).toMatchObject({
      javascript_enabled: true,
      java_enabled: false,
      challenge_window_size: 'WINDOWED_600X400',
      timezone: new Date().getTimezoneOffset(),
      user_agent: navigator.userAgent,
    });
  });

  it("reads this window's screen and language", () => {
    const view = {
      navigator: { language: 'en-US', userAgent: 'Mozilla/5.0 Test', javaEnabled: () => false },
      screen: { colorDepth: 30, width: 390, height: 844 },
    } as unknown as Window;
    expect(collectBrowserData(view)).toMatchObject({
      color_depth: 30,
      language: 'en-US',
      screen_width: 390,
      screen_height: 844,
      user_agent: 'Mozilla/5.0 Test',
    });
  });
});
