import { useTranslation } from 'react-i18next';

/**
 * The participant form's stand-in while the form kit (and its input masks) loads: the kit's
 * legend and labels in the kit's order (sdk/ui/form/person-fields.tsx), with grey controls, so
 * the card does not grow under the buyer when the form arrives. Screen readers hear 'Загрузка…'.
 */
export function ParticipantFormSkeleton() {
  const { t } = useTranslation();
  const fields = [
    { label: t('common.fields.lastName') },
    { label: t('common.fields.firstName') },
    { label: t('common.fields.secondName') },
    { label: t('common.fields.birthDate') },
    { label: t('common.fields.phone'), phone: true },
    { label: t('common.fields.gender'), choice: true },
  ];
  return (
    <div className="participant-skeleton">
      <span className="rk-visually-hidden" role="status">
        {t('firstPaint.loading')}
      </span>
      <div aria-hidden="true">
        <p className="participant-skeleton__title">{t('formKit.participant')}</p>
        <div className="participant-skeleton__grid">
          {fields.map(({ label, phone = false, choice = false }) => (
            <div key={label} className={phone ? 'rk-field participant-skeleton__phone' : 'rk-field'}>
              <span className="rk-field__label">{label}</span>
              <span className={`rk-skeleton participant-skeleton__control${phone ? ' participant-skeleton__control--phone' : ''}${choice ? ' participant-skeleton__control--choice' : ''}`} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
