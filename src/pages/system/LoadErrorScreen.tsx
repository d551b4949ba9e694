/** Placeholder: replaced by its owner. */
export default function LoadErrorScreen({ onRetry }: { onRetry: () => void }) {
  return <button onClick={onRetry}>retry</button>;
}
