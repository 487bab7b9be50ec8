/** Internet Explorer (Trident engine or MSIE token) gets the old-browser warning. */
export function isOldInternetExplorer(userAgent: string): boolean {
  return /Trident\/|MSIE /.test(userAgent);
}
