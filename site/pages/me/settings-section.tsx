import { useTranslation } from 'react-i18next';
import { EmailBlock } from './settings/email-block.tsx';
import { EmergencyBlock } from './settings/emergency-block.tsx';
import { GenderBlock } from './settings/gender-block.tsx';
import { MailingBlock } from './settings/mailing-block.tsx';
import { PasswordBlock } from './settings/password-block.tsx';
import { PersonalBlock } from './settings/personal-block.tsx';
import { PhoneBlock } from './settings/phone-block.tsx';
import { SocialBlock } from './settings/social-block.tsx';

/**
 * 'Настройки' (/me/setting, account.md §2): the blocks in the spec's order — mailing, personal
 * data, e-mail, phone, password change, gender, emergency contact — and then the social
 * accounts to link. Each block saves on its own, with its own status line.
 */
export function SettingsSection() {
  const { t } = useTranslation();
  return (
    <div className="me-section me-settings">
      <h2 className="me-section__title">{t('settings.title')}</h2>
      <MailingBlock />
      <PersonalBlock />
      <EmailBlock />
      <PhoneBlock />
      <PasswordBlock />
      <GenderBlock />
      <EmergencyBlock />
      <SocialBlock />
    </div>
  );
}
