import { SystemPage } from './SystemMessage';

/** A page that exists but not for this account (prepaid-only or capacity-only screens). */
export default function NotAllowedPage() {
  return (
    <SystemPage
      titleKey="system.notAllowed.title"
      textKey="system.notAllowed.text"
      homeKey="system.notAllowed.dashboard"
    />
  );
}
