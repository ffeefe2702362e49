/**
 * Event results (account.md §2 "Results pages"). The spec lists the columns but gives no
 * Russian labels: the labels below are our choice, in the words a results table usually uses.
 */
import type { ResultColumn } from '../../contract/schemas/event-results.ts';

const columns = {
  distance: 'Дистанция',
  comments: 'Комментарий',
  status: 'Статус',
  time_start: 'Время старта',
  time_finish: 'Время финиша',
  position_absolute: 'Место в абсолюте',
  position_gen_absolute: 'Место в абсолюте среди своего пола',
  position_cat_absolute: 'Место в абсолюте в категории',
  last_name: 'Фамилия',
  category: 'Категория',
  gender: 'Пол',
  first_name: 'Имя',
  start_number: 'Стартовый номер',
  absolute_time_result: 'Абсолютное время',
  individual_time_result: 'Личное время',
  fine_time_result: 'Штрафное время',
  time_result: 'Итоговое время',
  position: 'Место',
  position_gen: 'Место среди своего пола',
  position_age: 'Место в возрастной группе',
  position_cat: 'Место в категории',
  position_gen_age: 'Место по полу и возрасту',
  overallPlace: 'Общее место',
} as const satisfies Record<ResultColumn, string>;

export const results = {
  title: 'Результаты',
  chooseEvent: 'Выберите мероприятие',
  chooseFormat: 'Выберите формат',
  search: 'Поиск по фамилии или стартовому номеру',
  empty: 'Результаты пока не опубликованы',
  columns,
} as const;
