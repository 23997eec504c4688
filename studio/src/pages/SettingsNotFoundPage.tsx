import { NotFound } from '@tessera/ui';
import { useStudioNavigate } from '../navigation/useStudioNavigate';
import { useStudioPage } from '../shell/StudioPageContext';

/** A settings path the spec does not name: page not found, inside the settings shell. */
export function SettingsNotFoundPage() {
  const navigate = useStudioNavigate();
  const { basePath } = useStudioPage();
  return <NotFound startHref={basePath} onNavigate={navigate} />;
}
