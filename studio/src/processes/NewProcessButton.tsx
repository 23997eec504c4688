import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Tooltip,
} from '@fluentui/react-components';
import { AddRegular, FlowchartRegular, TextBulletListLtrRegular } from '@fluentui/react-icons';
import { PROCESS_TYPE_FEATURE_FLAGS } from '@tessera/engine';
import { hasClientFeature } from '@tessera/ui';
import { useStudioTranslation } from '../i18n/useStudioTranslation';
import { useStudioNavigate } from '../navigation/useStudioNavigate';
import { useStudioPage } from '../shell/StudioPageContext';
import { type ProcessType, processTypes } from './processDraft';
import { processPaths } from './processPaths';

/**
 * "New process": the type is chosen first (spec 001 §3.16: options or diagram, each behind its
 * client feature flag). One enabled type opens its editor at once; none disables the button.
 */
export function NewProcessButton() {
  const { t } = useStudioTranslation();
  const { basePath, client } = useStudioPage();
  const navigate = useStudioNavigate();
  const enabled = processTypes.filter((type) =>
    hasClientFeature(client, PROCESS_TYPE_FEATURE_FLAGS[type]),
  );
  const open = (type: ProcessType) => navigate(processPaths.new(basePath, type));
  if (enabled.length === 0) {
    return (
      <Tooltip content={t('processes.list.noTypes')} relationship="description">
        <Button appearance="primary" icon={<AddRegular />} disabledFocusable>
          {t('processes.list.new')}
        </Button>
      </Tooltip>
    );
  }
  if (enabled.length === 1) {
    return (
      <Button appearance="primary" icon={<AddRegular />} onClick={() => open(enabled[0]!)}>
        {t('processes.list.new')}
      </Button>
    );
  }
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="primary" icon={<AddRegular />}>
          {t('processes.list.new')}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem
            icon={<TextBulletListLtrRegular />}
            secondaryContent={t('processes.list.newOptionsHint')}
            onClick={() => open('options')}
          >
            {t('processes.list.newOptions')}
          </MenuItem>
          <MenuItem
            icon={<FlowchartRegular />}
            secondaryContent={t('processes.list.newDiagramHint')}
            onClick={() => open('diagram')}
          >
            {t('processes.list.newDiagram')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
