/**
 * The texts themselves: Russian and English have the same keys, no empty text, the same
 * interpolation variables, English is a translation (no Cyrillic left in it), and the texts
 * the specs quote (purchase.md and account.md §2, §4, §8) are there word for word.
 */
import { describe, expect, it } from 'vitest';
import { relationshipOptions } from '../../sdk/contract/schemas/index.ts';
import {
  ApiMessageError,
  ContractError,
  ForbiddenError,
  GENERIC_ERROR_TEXT,
  HttpStatusError,
  NetworkError,
  ServerFailureError,
  TimeoutError,
  UnauthorizedError,
} from '../../sdk/http/index.ts';
import { createRacekitI18n, en, isTranslationKey, relationshipKeys, ru } from '../../sdk/i18n/index.ts';

/** Every text as [dotted key, value]. */
function leaves(node: unknown, prefix = ''): [string, unknown][] {
  if (typeof node !== 'object' || node === null) return [[prefix, node]];
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

const ruTexts = new Map(leaves(ru));
const enTexts = new Map(leaves(en));
const variables = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*([^,}\s]+)/g)].map((match) => match[1]).sort();

describe('ru and en', () => {
  it('have exactly the same keys, deep', () => {
    expect([...enTexts.keys()].sort()).toEqual([...ruTexts.keys()].sort());
    expect(ruTexts.size).toBeGreaterThan(400);
  });

  it('hold only non-empty strings', () => {
    for (const [key, value] of [...ruTexts, ...enTexts]) {
      expect(typeof value, key).toBe('string');
      expect(String(value).trim(), key).not.toBe('');
    }
  });

  it('use the same interpolation variables for every key', () => {
    for (const [key, text] of ruTexts) {
      expect(variables(enTexts.get(key)), key).toEqual(variables(text));
    }
  });

  it('English is a translation: no Russian letters left (but the switch label "Рус")', () => {
    const untranslated = [...enTexts].filter(([key, text]) => /[а-яё]/i.test(String(text)) && key !== 'header.languages.ru');
    expect(untranslated).toEqual([]);
  });

  it('every Russian text has a key isTranslationKey accepts; plural forms count by their base', () => {
    const texts = createRacekitI18n('ru', { ru });
    for (const key of ruTexts.keys()) expect(isTranslationKey(key.replace(/_(one|few|many|other)$/, ''), texts), key).toBe(true);
    expect(isTranslationKey('common.days', texts)).toBe(true);
    expect(isTranslationKey('common.days_one', texts)).toBe(false);
    expect(isTranslationKey('basket', texts)).toBe(false);
    expect(isTranslationKey('basket.nope', texts)).toBe(false);
  });

  it('isTranslationKey answers by the texts an instance holds: an area not loaded has no keys yet', () => {
    const layoutOnly = createRacekitI18n('en', { en: { common: en.common, errors: en.errors } });
    expect(isTranslationKey('errors.generic', layoutOnly)).toBe(true);
    expect(isTranslationKey('basket.title', layoutOnly)).toBe(false);
  });
});

describe('the texts of the specs, word for word', () => {
  const russian = new Set(ruTexts.values());

  it.each([
    // purchase.md §1, §2
    'Принять участие',
    'В городах России',
    'Выберите способ доставки',
    'Билет {{n}}',
    'Вернуться в корзину',
    'Рус',
    'Eng',
    // purchase.md §8, account.md §8
    'Указанное количество билетов недоступно',
    'Понятно',
    'Произошла ошибка, попробуйте позже',
    'Попробуйте позже',
    'Проблема при загрузке',
    'Ваши результаты успешно загружены',
    'Не удалось загрузить ваши результаты',
    'Лучший вклад в твою команду',
    'Спасибо! Ваша заявка отправлена. Наши менеджеры свяжутся с вами в ближайшее время.',
    'Ваш браузер не поддерживается',
    'Прошедшие мероприятия не найдены!',
    'Переданные билеты не найдены!',
    'Для выбранного события страховка недоступна',
    // account.md §2: login and registration
    'Авторизация',
    'Авторизация по смс',
    'Авторизация по email',
    'Регистрация',
    'Забыли пароль?',
    'Войти через соц. сети:',
    'Подтвердить почту',
    'Получить код',
    'Войти',
    'Регистрация героя',
    'Email',
    // account.md §2: personal area
    'Билеты',
    'Прошедшие мероприятия',
    'Переданные билеты',
    'Товары',
    'Введите название клуба',
    'Перейти в клуб',
    'Вы не состоите ни в одном клубе',
    'Выбрать клуб',
    'Страховки',
    'Активные страховки',
    'Нет данных',
    'Предыдущие страховки',
    'Предыдущие страховки не найдены!',
    'Выбор события страхования',
    'Ответим за пару часов',
    // account.md §3: relationship options
    'Партнер',
    'Родитель',
    'Родственник',
    'Друг',
    'Коллега',
    // account.md §4: statuses
    'Ваш email не подтвержден',
    'Ваш телефон не подтвержден',
    'Ваш телефон подтвержден',
    'Оплачен',
    'Заказ доставлен',
    'Заказ обрабатывается',
    'Использован',
    'Билет зарегистрирован',
    'Завершено',
    'Зарегистрироваться',
    'Ожидайте возврат',
    'Возврат выполнен успешно!',
    // account.md §5: settings statuses
    'Пароль успешно изменен!',
    'Данные не изменились',
    'Данные успешно обновлены',
    'Укажите действительный адрес',
    // account.md §9
    'Руб.',
  ])('%s', (text) => {
    expect(russian.has(text)).toBe(true);
  });

  it('labels every results column of account.md §2 in both languages', () => {
    const columns = 'distance, comments, status, time_start, time_finish, position_absolute, position_gen_absolute, position_cat_absolute, last_name, category, gender, first_name, start_number, absolute_time_result, individual_time_result, fine_time_result, time_result, position, position_gen, position_age, position_cat, position_gen_age, overallPlace';
    for (const column of columns.split(', ')) {
      expect(ruTexts.get(`results.columns.${column}`), column).toMatch(/[а-я]/i);
      expect(enTexts.get(`results.columns.${column}`), column).toMatch(/[a-z]/i);
    }
  });

  it('labels each relationship option with the very word the user record stores', () => {
    const t = createRacekitI18n('ru', { ru }).t;
    const english = createRacekitI18n('en', { en }).t;
    for (const option of relationshipOptions) {
      expect(t(relationshipKeys[option])).toBe(option);
      expect(english(relationshipKeys[option])).not.toBe(option);
    }
  });
});

describe('the error catalogue keys of sdk/http', () => {
  const errors = [
    new ApiMessageError('Промокод не найден', {}),
    new ServerFailureError(500),
    new UnauthorizedError(),
    new ForbiddenError(),
    new HttpStatusError(418, {}, undefined),
    new NetworkError(),
    new TimeoutError(10_000),
    new ContractError('GET /api/news', 'values.0.title', 'is missing'),
  ];

  it.each(errors.map((error) => [error.name, error] as const))('%s names a text that exists in both languages', (_name, error) => {
    expect(isTranslationKey(error.messageKey, createRacekitI18n('ru', { ru }))).toBe(true);
    expect(ruTexts.has(error.messageKey)).toBe(true);
    expect(enTexts.has(error.messageKey)).toBe(true);
  });

  it('errors.generic is the text the catalogue shows', () => {
    expect(ru.errors.generic).toBe(GENERIC_ERROR_TEXT);
    expect(en.errors.generic).not.toBe(GENERIC_ERROR_TEXT);
  });
});
