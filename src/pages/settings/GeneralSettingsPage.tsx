/** Placeholder: replaced by its owner. */
export default function GeneralSettingsPage() {
  return <div>GeneralSettingsPage</div>;
}
