import type { session as ru } from '../ru/session.ts';
import type { MessagesShape } from '../messages-shape.ts';

/** The activity page: the history of sign-ins. */
export const session = {
  title: 'Activity',
  subtitle: 'Sign-ins to your account',
  empty: 'No sign-ins yet',
  date: 'Date',
  place: 'Location',
  device: 'Device',
  os: 'System',
  browser: 'Browser',
  method: 'Sign-in method',
  unknownCity: 'Unknown city',
  unknownCountry: 'Unknown country',
  /** A partner-scoped session (docs/embedding.md): where it was opened. */
  partnerSite: 'on a partner site {{origin}}',
  methods: {
    email: 'E-mail and password',
    phone: 'SMS code',
    vk: 'VK',
    google: 'Google',
    payment: 'Purchase without registration',
    link: 'Sign-in link',
  },
} as const satisfies MessagesShape<typeof ru>;
