import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en, ru } from '../../sdk/i18n/index.ts';

// Every message of the spec, keyed as the validators return it, in the spec's exact words
// (consentRequired, passwordEnterCorrect, emailSameAsCurrent, emergencyName and
// emergencyRelation are ours: the spec names those messages without wording them).
const spec: Record<keyof typeof ru.forms, string> = {
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
  ageAbove: 'Участие старше 18',
  ageBelow: 'Участие младше 60',
  fileTooLarge: 'Размер файла больше допустимого!',
  fillFieldStrict: 'Заполните поле!',
  dateIncorrectStrict: 'Введите корректную дату!',
  chooseOneStrict: 'Выберите одно из значений!',
  insuranceAge: 'Допускается возраст от 5 до 86 лет',
  phoneInvalid: 'Введите валидный номер',
  chooseDelivery: 'Выберите способ доставки',
  enterPromocode: 'Введите промокод',
  emailInvalid: 'Введите валидный email',
  smsCode: 'Код должен состоять из 4 цифр',
  passwordMinLength: 'Пароль должен состоять минимум из 4 символов',
  passwordUppercase: 'В пароле должна быть заглавная буква',
  passwordDigit: 'В пароле должна быть цифра',
  passwordEnterCorrect: 'Введите корректный пароль',
  passwordChanged: 'Пароль успешно изменен!',
  consentRequired: 'Необходимо согласие на обработку персональных данных',
  profileUnchanged: 'Данные не изменились',
  profileDateFormat: 'Введите дату в правильном формате',
  profileUpdated: 'Данные успешно обновлены',
  emailSameAsCurrent: 'Новый email совпадает с текущим',
  emailNotReal: 'Укажите действительный адрес',
  emergencyName: 'Укажите имя контакта',
  emergencyRelation: 'Выберите, кем вам приходится контакт',
  contactName: 'Заполните имя',
  contactEmail: 'Введите корректный email',
  contactPhone: 'Введите корректный телефон',
  valuePositive: 'Значение должно быть больше 0',
  valueInteger: 'Значение должно быть целым числом',
  postalIndexIncorrect: 'Введите корректный Индекс',
  postalIndexNotFound: 'Попробуйте другой индекс',
  timeIncorrect: 'Введите корректное время',
  imageTooLarge: 'Размер изображения слишком большой',
  uploadFile: 'Загрузите файл',
  unsupportedFormat: 'Неподдерживаемый формат',
};
const values = { age: 0, min: 5, max: 86 };
const sample: Partial<Record<keyof typeof ru.forms, Record<string, number>>> = { ageAbove: { age: 18 }, ageBelow: { age: 60 } };

const ruI18n = i18next.createInstance();
await ruI18n.init({ lng: 'ru', resources: { ru: { translation: { forms: ru.forms } } }, interpolation: { escapeValue: false } });
const enI18n = i18next.createInstance();
await enI18n.init({ lng: 'en', resources: { en: { translation: { forms: en.forms } } }, interpolation: { escapeValue: false } });

describe('validation messages (sdk/i18n/ru/forms.ts) read exactly as the spec words them', () => {
  it.each(Object.entries(spec))("forms.%s renders '%s'", (key, words) => {
    const name = key as keyof typeof ru.forms;
    expect(ruI18n.t(`forms.${name}`, { ...values, ...sample[name] })).toBe(words);
  });

  it('ru has no key the table lacks', () => {
    expect(Object.keys(ru.forms).sort()).toEqual(Object.keys(spec).sort());
  });
});

describe('English messages (sdk/i18n/en/forms.ts)', () => {
  it('have the same keys as the Russian ones', () => {
    expect(Object.keys(en.forms).sort()).toEqual(Object.keys(ru.forms).sort());
  });

  it.each(Object.keys(ru.forms))('forms.%s is an English sentence with the same variables', (key) => {
    const name = key as keyof typeof ru.forms;
    const english = en.forms[name];
    expect(english).not.toMatch(/[а-яё]/i);
    const variables = (words: string) => [...words.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    expect(variables(english)).toEqual(variables(ru.forms[name]));
    expect(enI18n.t(`forms.${name}`, { ...values, ...sample[name] })).not.toContain('{{');
  });
});
