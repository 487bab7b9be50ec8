import './ui.css';

/** A thin horizontal bar of a percentage (0–100), named for screen readers. */
export function OwnerProgressBar({ percent, label }: { percent: number; label: string }) {
  const value = Math.max(0, Math.min(100, Number.isFinite(percent) ? percent : 0));
  return (
    <div
      className="oprogress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
    >
      <div className="oprogress__fill" style={{ width: `${value}%` }} />
    </div>
  );
}
