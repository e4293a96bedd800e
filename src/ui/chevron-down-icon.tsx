// Chakra's ChevronDownIcon as its NativeSelectIndicator draws it, for the selects rendered as
// plain elements with static classes (docs/architecture.md "Styling"); sized by the indicator.
export function ChevronDownIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}
