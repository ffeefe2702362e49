/**
 * The organiser's other sites, opened in a new tab (purchase.md §2: the shop, the career site,
 * the photo site; the FAQ site and two social networks in the footer). Placeholders the
 * organiser owns in the demo: set the real addresses here, and only here.
 */
export const externalLinks = {
  shop: 'https://shop.racekit.local',
  career: 'https://career.racekit.local',
  photo: 'https://photo.racekit.local',
  faq: 'https://faq.racekit.local',
  vk: 'https://vk.racekit.local',
  telegram: 'https://telegram.racekit.local',
} as const;

/** The static documents the footer and the basket link to (purchase.md §7). */
export const documentLinks = {
  personalData: '/api/files/document/pers',
  offer: '/api/files/document/offers',
} as const;
