import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { userAtom } from '../../../../sdk/state/index.ts';
import { Button } from '../../../../sdk/ui/index.ts';
import { GenderChoice } from '../../../../sdk/ui/form/index.ts';
import { SettingsBlock } from './settings-block.tsx';
import { StatusLine } from './status-line.tsx';
import { useProfileSave } from './use-profile-save.ts';

type Gender = 'male' | 'female';

/** Gender (account.md §2): male or female, saved like the personal data (only when it changed). */
export function GenderBlock() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const stored = user?.gender === 'male' || user?.gender === 'female' ? user.gender : undefined;
  const [gender, setGender] = useState<Gender | undefined>(stored);
  const profile = useProfileSave();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    profile.press();
    await profile.save(gender === undefined || gender === stored ? {} : { gender });
  };

  return (
    <SettingsBlock id="me-settings-gender" title={t('settings.gender.title')}>
      <form className="me-form" noValidate onSubmit={(event) => void save(event)}>
        <GenderChoice label={<span className="rk-visually-hidden">{t('settings.gender.title')}</span>} value={gender} onChange={setGender} />
        <div className="me-form__actions">
          <Button type="submit" variant="secondary" loading={profile.saving} disabled={profile.locked}>
            {t('common.actions.save')}
          </Button>
          <StatusLine status={profile.status} />
        </div>
      </form>
    </SettingsBlock>
  );
}
