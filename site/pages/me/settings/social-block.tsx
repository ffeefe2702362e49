import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { linkedNetworkOf } from '../../account/social-linked-state.ts';
import { socialNetworks, socialRoute } from '../../account/social-sign-in.ts';
import { SettingsBlock } from './settings-block.tsx';

/**
 * Social accounts (account.md §2): 'Привязать' VK or Google goes to /user/add/auth/{network},
 * which links it and comes back here; the network just linked is named in a notice.
 */
export function SocialBlock() {
  const { t } = useTranslation();
  const [linked] = useState(() => linkedNetworkOf(history.state));
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
