import { PublicHeader } from '@pathshala/shared-ui';
import { Frame } from './Frame';

/** The signed-out frame (SPEC §1): header with Home, About Us, Login; footer. */
export function PublicLayout() {
  return <Frame header={<PublicHeader />} />;
}
