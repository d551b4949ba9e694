import { SystemPage } from './SystemMessage';

/** Unknown paths and missing records (spec part 1 section 2, System pages). */
export default function NotFoundPage() {
  return <SystemPage titleKey="system.notFound.title" textKey="system.notFound.text" homeKey="system.homePage" />;
}
