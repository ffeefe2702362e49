import type { clubs as ru } from '../ru/clubs.ts';
import type { MessagesShape } from '../messages-shape.ts';

/** Clubs: the public list, my clubs and the result upload. */
export const clubs = {
  title: 'Clubs',
  searchPlaceholder: 'Enter a club name',
  filters: 'Filters',
  notFound: 'No clubs found',
  my: {
    title: 'My clubs',
    subtitle: 'The clubs you are a member of',
    empty: 'You are not a member of any club',
    chooseClub: 'Choose a club',
  },
  sort: {
    label: 'Sort',
    byDate: 'By date',
    byName: 'By name',
    ascending: 'ascending',
    descending: 'descending',
  },
  goToClub: 'Go to the club',
  join: 'Join the club',
  leave: 'Leave the club',
  competitions: 'Club competitions',
  upload: {
    title: 'Result upload',
    competitionType: 'Competition type',
    chooseCompetitionType: 'Choose a competition type',
    file: 'Result file',
    submit: 'Upload the result',
    success: 'Your results have been uploaded',
    failure: 'Could not upload your results',
  },
} as const satisfies MessagesShape<typeof ru>;
