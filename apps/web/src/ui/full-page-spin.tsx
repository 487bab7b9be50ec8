import Spin from 'antd/es/spin';

type FullPageSpinProps = { tip: string };

/** A centred spinner with a caption, for whole-page waits such as checking the session. */
export function FullPageSpin({ tip }: FullPageSpinProps) {
  return (
    <div className="full-page-center" role="status" aria-live="polite">
      <Spin size="large" />
      <div className="full-page-center__tip">{tip}</div>
    </div>
  );
}
