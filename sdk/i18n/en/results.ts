import type { results as ru } from '../ru/results.ts';
import type { MessagesShape } from '../messages-shape.ts';

/** Event results; column labels are our choice (the spec gives none). */
export const results = {
  title: 'Results',
  chooseEvent: 'Choose an event',
  chooseFormat: 'Choose a format',
  search: 'Search by last name or bib number',
  empty: 'Results have not been published yet',
  columns: {
    distance: 'Distance',
    comments: 'Comment',
    status: 'Status',
    time_start: 'Start time',
    time_finish: 'Finish time',
    position_absolute: 'Overall place',
    position_gen_absolute: 'Overall place by gender',
    position_cat_absolute: 'Overall place in category',
    last_name: 'Last name',
    category: 'Category',
    gender: 'Gender',
    first_name: 'First name',
    start_number: 'Bib number',
    absolute_time_result: 'Gun time',
    individual_time_result: 'Chip time',
    fine_time_result: 'Penalty time',
    time_result: 'Final time',
    position: 'Place',
    position_gen: 'Place by gender',
    position_age: 'Place in age group',
    position_cat: 'Place in category',
    position_gen_age: 'Place by gender and age',
    overallPlace: 'Overall place',
  },
} as const satisfies MessagesShape<typeof ru>;
