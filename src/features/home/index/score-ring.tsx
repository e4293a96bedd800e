import { Box } from '@chakra-ui/react/box';

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
  return (
    <Box
      position="relative"
      w={`${size}px`}
      h={`${size}px`}
      flexShrink={0}
      role="img"
      aria-label={label}
    >
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
      <Box
        position="absolute"
        inset="0"
        display="flex"
        flexDirection="column"
        alignItems="center"
        justifyContent="center"
      >
        <Box
          fontSize="3xl"
          fontWeight="bold"
          lineHeight="1"
          color={scoreColor(score)}
          data-testid="health-score"
        >
          {score}
        </Box>
        <Box fontSize="xs" color="fg.muted" mt="1">
          / 100
        </Box>
      </Box>
    </Box>
  );
}
