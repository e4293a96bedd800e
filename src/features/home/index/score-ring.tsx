import type { CSSProperties } from 'react';
import { sc } from '../../../ui/static-css/class-names';

/** The health score as a ring: green from 90, orange from 60, red below. */
export function scoreColor(score: number): string {
  return score >= 90 ? '#16a34a' : score >= 60 ? '#ea580c' : '#dc2626';
}

export function ScoreRing({
  score,
  label,
  size = 112,
}: {
  score: number;
  label: string;
  size?: number;
}) {
  const stroke = 10;
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const filled = (Math.max(0, Math.min(100, score)) / 100) * circumference;
  const style = {
    '--score-ring-size': `${size}px`,
    '--score-color': scoreColor(score),
  } as CSSProperties;
  return (
    <div className={sc('sr-ring')} style={style} role="img" aria-label={label}>
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          stroke="#e5e7eb"
          strokeWidth={stroke}
        />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          stroke={scoreColor(score)}
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={`${filled} ${circumference}`}
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
        />
      </svg>
      <div className={sc('sr-center')}>
        <div className={sc('sr-score')} data-testid="health-score">
          {score}
        </div>
        <div className={sc('sr-of')}>/ 100</div>
      </div>
    </div>
  );
}
