import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { useLinkNavigation } from './useLinkNavigation';

export interface NewItemButtonProps {
  /** The editor of a new record. */
  readonly href: string;
  readonly label: string;
  /** @default a plus */
  readonly icon?: ReactElement;
}

/** A list's primary "New …" action: a link to the new record's editor. */
export function NewItemButton({ href, label, icon = <AddRegular /> }: NewItemButtonProps) {
  const linkClick = useLinkNavigation();
  return (
    <Button appearance="primary" icon={icon} as="a" href={href} onClick={linkClick(href)}>
      {label}
    </Button>
  );
}
