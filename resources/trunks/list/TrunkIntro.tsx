/** Above the trunks: the support text and the New button with the Create new trunk form it reveals. */
import { SupportText } from './SupportText';
import { TrunkCreatePanel } from './TrunkCreatePanel';

export default function TrunkIntro() {
  return (
    <>
      <SupportText />
      <TrunkCreatePanel />
    </>
  );
}
