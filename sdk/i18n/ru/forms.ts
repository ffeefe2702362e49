/**
 * Validation messages of both specs (purchase.md §5, §8; account.md §5), worded exactly as the
 * spec words them. Owned by sdk/forms; the validators return these keys as `forms.<key>`.
 * Interpolation uses i18next's `{{name}}`.
 *
 * Where the spec names a message without its words ("translated per-field messages", the
 * stale-ticket notice, consent), the wording is ours; those keys are marked "ours".
 */
export const forms = {
  // participant form (purchase.md §5)
  fillField: 'Заполните поле',
  phoneIncorrect: 'Введите корректный номер телефона',
  dateIncorrect: 'Введите корректную дату',
  dateFormatInvalid: 'Неверный формат даты',
  chooseOne: 'Выберите одно из значений',
  chooseSize: 'Выберите размер',
  chooseRegion: 'Выберите регион',
  chooseOption: 'Выберите вариант',
  chooseCluster: 'Выберите кластер',
  chooseFile: 'Выберите файл',
  ageAbove: 'Участие старше {{age}}',
  ageBelow: 'Участие младше {{age}}',
  fileTooLarge: 'Размер файла больше допустимого!',

  // insurance form in the basket (purchase.md §5, account.md §5)
  fillFieldStrict: 'Заполните поле!',
  dateIncorrectStrict: 'Введите корректную дату!',
  chooseOneStrict: 'Выберите одно из значений!',
  insuranceAge: 'Допускается возраст от {{min}} до {{max}} лет',

  // basket (purchase.md §5, §8)
  phoneInvalid: 'Введите валидный номер',
  chooseDelivery: 'Выберите способ доставки',
  enterPromocode: 'Введите промокод',

  // account (account.md §5)
  emailInvalid: 'Введите валидный email',
  smsCode: 'Код должен состоять из 4 цифр',
  passwordMinLength: 'Пароль должен состоять минимум из 4 символов',
  passwordUppercase: 'В пароле должна быть заглавная буква',
  passwordDigit: 'В пароле должна быть цифра',
  /** ours: the spec's "translated 'enter correct password' message" */
  passwordEnterCorrect: 'Введите корректный пароль',
  passwordChanged: 'Пароль успешно изменен!',
  /** ours: the consent checkbox is required */
  consentRequired: 'Необходимо согласие на обработку персональных данных',
  profileUnchanged: 'Данные не изменились',
  profileDateFormat: 'Введите дату в правильном формате',
  profileUpdated: 'Данные успешно обновлены',
  /** ours: the spec's "must differ from the current one (translated error)" */
  emailSameAsCurrent: 'Новый email совпадает с текущим',
  emailNotReal: 'Укажите действительный адрес',
  /** ours: emergency contact per-field messages */
  emergencyName: 'Укажите имя контакта',
  /** ours */
  emergencyRelation: 'Выберите, кем вам приходится контакт',
  contactName: 'Заполните имя',
  contactEmail: 'Введите корректный email',
  contactPhone: 'Введите корректный телефон',

  // generic field messages (purchase.md §8, account.md §5)
  valuePositive: 'Значение должно быть больше 0',
  valueInteger: 'Значение должно быть целым числом',
  postalIndexIncorrect: 'Введите корректный Индекс',
  postalIndexNotFound: 'Попробуйте другой индекс',
  timeIncorrect: 'Введите корректное время',
  imageTooLarge: 'Размер изображения слишком большой',
  uploadFile: 'Загрузите файл',
  unsupportedFormat: 'Неподдерживаемый формат',
} as const;
