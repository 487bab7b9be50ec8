import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EChart } from './echart';

describe('EChart', () => {
  it('draws the option as SVG inside a labelled box once ECharts has loaded', async () => {
    const { unmount } = render(
      <EChart
        label="按状态"
        height={200}
        option={{
          animation: false,
          xAxis: { type: 'category', data: ['进行中', '已完成'] },
          yAxis: { type: 'value' },
          series: [{ type: 'bar', data: [2, 5] }],
        }}
      />,
    );
    const box = screen.getByRole('img', { name: '按状态' });
    expect(box.style.height).toBe('200px');
    // ECharts arrives by a dynamic import: slow on a loaded machine.
    await waitFor(() => expect(box.querySelector('svg')).toBeTruthy(), { timeout: 20_000 });
    expect(box.textContent).toContain('进行中');
    unmount();
    expect(box.querySelector('svg')).toBeNull();
  });
});
