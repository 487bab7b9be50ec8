import { within } from '@testing-library/react';

/**
 * A button by its text, in `scope` (antd may space a two-character label: 删 除). Role queries
 * compute the accessible name of every element on the page: on a table or a modal that costs tens of
 * seconds in jsdom, which a loaded machine turns into timeouts.
 */
export function buttonByText(scope: HTMLElement, label: string | RegExp): HTMLButtonElement | null {
  const text = typeof label === 'string' ? new RegExp(`^${Array.from(label).join('\\s*')}$`) : label;
  return (
    within(scope)
      .queryAllByText(text)
      .map((element) => element.closest('button'))
      .find((found) => found !== null) ?? null
  );
}
