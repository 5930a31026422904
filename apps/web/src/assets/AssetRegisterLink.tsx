import { AssetRegisterMessages } from '@indoor/domain';
import type { MouseEvent } from 'react';
import { navigate } from '../router';

export const ASSET_REGISTER_PATH = '/assets';

/** A link to the asset register page; a plain click stays in the app, Ctrl/⌘-click opens a tab. */
export function AssetRegisterLink({ className = 'asset-register-link' }: { className?: string }) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    navigate(ASSET_REGISTER_PATH);
  };
  return (
    <a
      className={className}
      href={ASSET_REGISTER_PATH}
      title={AssetRegisterMessages.linkHint}
      data-testid="asset-register-link"
      onClick={open}
    >
      {AssetRegisterMessages.linkText}
    </a>
  );
}
