import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { linkedNetworkOf } from '../../account/social-linked-state.ts';
import { socialRoute, userCalls } from '../../../../sdk/contract/index.ts';
import { useCallQuery } from '../../../../sdk/elements/index.ts';
import { socialNetworksQueryAtom } from '../../../../sdk/queries/index.ts';
import { userAtom } from '../../../../sdk/state/index.ts';
import { SettingsBlock } from './settings-block.tsx';

/**
 * Social accounts (account.md §2): 'Привязать' VK or Google goes to /user/add/auth/{network},
 * which links it and comes back here; the network just linked is named in a notice. A linked
 * network reads 'ВКонтакте привязан' instead of its button: the account says which are linked
 * (`social_networks` of GET /api/user, read once the block shows, and of the stored user). Only
 * the networks the server signs in with (GET /api/social/networks) are offered; with none the
 * block is not shown.
 */
export function SocialBlock() {
  const { t } = useTranslation();
  const [justLinked] = useState(() => linkedNetworkOf(history.state));
  const socialNetworks = useAtomValue(socialNetworksQueryAtom).data?.networks ?? [];
  const stored = useAtomValue(userAtom)?.social_networks;
  const fresh = useCallQuery(userCalls.me, {}).data?.social_networks;
  const linked = new Set([...(fresh ?? stored ?? []), ...(justLinked === undefined ? [] : [justLinked])]);
  if (socialNetworks.length === 0 && justLinked === undefined) return null;
  return (
    <SettingsBlock id="me-settings-social" title={t('settings.social.title')} hint={t('accountPages.settings.socialText')}>
      {justLinked !== undefined && (
        <p className="me-notice me-notice--success" role="status">
          {t('accountPages.social.linked', { network: t(`account.social.${justLinked}`) })}
        </p>
      )}
      <div className="me-social">
        {socialNetworks.map((network) => {
          const mark = (
            <span className="me-social__mark" aria-hidden="true">
              {network === 'vk' ? 'VK' : 'G'}
            </span>
          );
          const name = t(`account.social.${network}`);
          return linked.has(network) ? (
            <span key={network} className={`me-social__link me-social__link--${network} is-linked`}>
              {mark}
              {t('accountPages.settings.socialLinked', { network: name })}
            </span>
          ) : (
            <Link key={network} className={`me-social__link me-social__link--${network}`} href={socialRoute(network, 'link')}>
              {mark}
              {t('account.social.linkWith', { network: name })}
            </Link>
          );
        })}
      </div>
    </SettingsBlock>
  );
}
