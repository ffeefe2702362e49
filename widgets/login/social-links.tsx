import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { getConfig, loginPath } from '../../sdk/config/index.ts';
import { socialNetworksQueryAtom } from '../../sdk/queries/index.ts';

/**
 * The social sign-in buttons (account.md §2): plain links to the organiser's /user/auth/vk and
 * /user/auth/google, which start the provider's flow and come back signed in. Only the
 * networks the server signs in with (GET /api/social/networks) have a button; with none (or
 * before the answer) the block is not shown. `next` (the page to continue on) travels along.
 */
export function SocialLinks({ heading, next }: { heading: string; next?: string | undefined }) {
  const { t } = useTranslation();
  const site = getConfig().site;
  const networks = useAtomValue(socialNetworksQueryAtom).data?.networks ?? [];
  if (networks.length === 0) return null;
  return (
    <div className="login__social" part="social">
      <p className="login__social-title">{heading}</p>
      <div className="login__social-links">
        {networks.map((network) => (
          <a
            key={network}
            className={`login__social-link login__social-link--${network}`}
            href={`${site}${loginPath(`/user/auth/${network}`, next)}`}
            aria-label={t('account.social.signInWith', { network: t(`account.social.${network}`) })}
          >
            <span aria-hidden="true">{network === 'vk' ? 'VK' : 'G'}</span>
          </a>
        ))}
      </div>
    </div>
  );
}
