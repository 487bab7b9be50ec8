/** Colours of SPEC §9 in their text-contrast shades (global.css says why): blue for actions, red for errors, green for success. */
export const THEME = {
  token: {
    colorPrimary: '#1A66D6',
    colorSuccess: '#06844A',
    colorError: '#C23A27',
    colorInfo: '#1A66D6',
    colorLink: '#1A66D6',
    // antd's greys (45 % and 25 % black) read at 3.4:1 and 1.8:1 on white: darkened to 4.5:1 or more.
    colorTextSecondary: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    // The success background antd derives from the darker green is a grey-green (#B1C4B8) the green text
    // reads at 2.6:1 on: antd's own light green and border instead (4.6:1).
    colorSuccessBg: '#F6FFED',
    colorSuccessBorder: '#B7EB8F',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei', sans-serif",
  },
};
