import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { linkedNetworkOf } from '../../account/social-linked-state.ts';
import { socialRoute } from '../../../../sdk/contract/social.ts';
import { socialNetworksQueryAtom } from '../../../../sdk/queries/social-networks-query.ts';
import { SettingsBlock } from './settings-block.tsx';

/**
 * Social accounts (account.md §2): 'Привязать' VK or Google goes to /user/add/auth/{network},
 * which links it and comes back here; the network just linked is named in a notice. Only the
 * networks the server signs in with (GET /api/social/networks) are offered; with none the
 * block is not shown.
 */
export function SocialBlock() {
  const { t } = useTranslation();
  const [linked] = useState(() => linkedNetworkOf(history.state));
  const socialNetworks = useAtomValue(socialNetworksQueryAtom).data?.networks ?? [];
  if (socialNetworks.length === 0 && linked === undefined) return null;
  return (
    <SettingsBlock id="me-settings-social" title={t('settings.social.title')} hint={t('accountPages.settings.socialText')}>
      {linked !== undefined && (
        <p className="me-notice me-notice--success" role="status">
          {t('accountPages.social.linked', { network: t(`account.social.${linked}`) })}
        </p>
      )}
      <div className="me-social">
        {socialNetworks.map((network) => (
          <Link key={network} className={`me-social__link me-social__link--${network}`} href={socialRoute(network, 'link')}>
            <span className="me-social__mark" aria-hidden="true">
              {network === 'vk' ? 'VK' : 'G'}
            </span>
            {t('account.social.linkWith', { network: t(`account.social.${network}`) })}
          </Link>
        ))}
      </div>
    </SettingsBlock>
  );
}
