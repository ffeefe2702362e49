/** The contact (support) popup and its confirmation (account.md §2, §8). */
export const support = {
  title: 'Напишите нам',
  promise: 'Ответим за пару часов',
  name: 'Имя',
  email: 'E-mail',
  phone: 'Телефон',
  text: 'Сообщение',
  question: 'Ваш вопрос',
  submit: 'Отправить',
  successTitle: 'Лучший вклад в твою команду',
  successText: 'Спасибо! Ваша заявка отправлена. Наши менеджеры свяжутся с вами в ближайшее время.',
  close: 'Закрыть',
} as const;
