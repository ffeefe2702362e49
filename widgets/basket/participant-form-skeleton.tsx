import { useTranslation } from 'react-i18next';

/**
 * The participant form's stand-in while its code (the input masks) loads: the same fieldset,
 * title and labels, with grey controls, so the card does not grow under the buyer when the
 * form arrives. Screen readers hear 'Загрузка…'.
 */
export function ParticipantFormSkeleton() {
  const { t } = useTranslation();
  const labels = [
    t('common.fields.lastName'),
    t('common.fields.firstName'),
    t('common.fields.secondName'),
    t('common.fields.phone'),
    t('common.fields.birthDate'),
    t('common.fields.gender'),
  ];
  return (
    <div className="participant">
      <span className="rk-visually-hidden" role="status">
        {t('common.loading')}
      </span>
      <div aria-hidden="true">
        <p className="participant__title">{t('basket.item.participant')}</p>
        <div className="participant__grid">
          {labels.map((label) => (
            <div key={label} className="rk-field">
              <span className="rk-field__label">{label}</span>
              <span className="rk-skeleton participant__control-stand-in" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
