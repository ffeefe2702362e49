import type { sitePages as ru } from '../ru/site-pages.ts';
import type { MessagesShape } from '../messages-shape.ts';

/** The short content pages of the site. */
export const sitePages = {
  about: {
    title: 'About us',
    lead: 'We hold mass starts for everyone who loves to move: obstacle races, city runs, trails and kids’ races.',
    a: { title: 'Sport for everyone', text: 'Distances from 1 to 25 km: try yourself for the first time or fight for the podium in the elite category.' },
    b: { title: 'Safety on the course', text: 'Medics, rescuers and volunteers work at every start, judges check the courses, and participants can add insurance right in the basket.' },
    c: { title: 'A festival for the whole family', text: 'While the participants are on the course, supporters enjoy concerts, a kids’ zone, food courts and a gear shop.' },
    medicalLink: 'Medical certificate for taking part',
  },
  medical: {
    title: 'Medical certificate',
    lead: 'To take part you need a certificate that allows you to compete. It is checked when you collect your race pack.',
    a: { title: 'What the certificate must say', text: 'The participant’s full name, date of birth, the words “allowed to compete” with the distance or the sport, the stamp of the medical organisation and the doctor’s signature.' },
    b: { title: 'Validity', text: 'The certificate is valid for six months from the date of issue. A copy is accepted if you show the original when you collect the race pack.' },
    c: { title: 'Children and teenagers', text: 'Participants under 18 need a certificate from a paediatrician and the consent of a parent, signed on site.' },
  },
  partners: {
    title: 'For partners',
    lead: 'Tens of thousands of active participants and supporters in eight cities: an audience that chooses a healthy lifestyle.',
    a: { title: 'Branding of the course and the start village', text: 'Arches, obstacles, rest areas and photo zones in the colours of your brand.' },
    b: { title: 'Promotion at the festival', text: 'Stands, sampling, prize draws and special categories for the partner’s customers.' },
    c: { title: 'Online integrations', text: 'Newsletters, social media and participants’ race packs.' },
    cta: 'Become a partner',
  },
  corp: {
    title: 'For companies',
    lead: 'Team starts for employees: team building that is remembered for a long time.',
    a: { title: 'Corporate category', text: 'Separate waves and results for company teams, with an award ceremony on the main stage.' },
    b: { title: 'Company tent', text: 'Your own rest area with food and changing rooms next to the start.' },
    c: { title: 'Preparation', text: 'Training with the coaches of our school a few weeks before the start.' },
    cta: 'Send a request',
  },
  smi: {
    title: 'Press',
    lead: 'For accreditation and interview requests, write to the press office through the feedback form.',
    a: { title: 'Accreditation', text: 'Accreditation opens a month before the start and closes five days before it. Tell us the outlet and the kind of material.' },
    b: { title: 'Photos and video', text: 'After every start we publish photos and videos that may be used with a credit to the organiser.' },
    c: { title: 'Press releases', text: 'News about the season, new cities and results are in the news section.' },
  },
  logistics: {
    title: 'Logistics',
    lead: 'How to get to the start, where to leave your car and your things.',
    a: { title: 'Shuttle', text: 'On race day free buses run for participants and supporters from the nearest metro and train stations.' },
    b: { title: 'Parking', text: 'Parking at the start village is paid and limited. Come early or take the shuttle.' },
    c: { title: 'Cloakroom and changing rooms', text: 'Leave your things in the cloakroom under your bib number; changing rooms and showers are open until the end of the festival.' },
  },
  merch: {
    title: 'Merch',
    lead: 'Clothes and accessories with the emblems of our races: for training, race day and life after the finish.',
    a: { title: 'Made for the course', text: 'Quick-dry fabrics, flat seams and prints that do not crack after mud and water.' },
    b: { title: 'Limited series', text: 'Finisher T-shirts and the collections of single starts are made in small runs.' },
    c: { title: 'Delivery', text: 'We deliver to any city in Russia or bring it to the start with your race pack.' },
    cta: 'See the catalogue',
  },
  newyear: {
    title: 'New Year run',
    lead: 'The last start of the year: 5 km in New Year costumes, hot tea at the finish and a gift for every participant.',
    a: { title: 'Costumes welcome', text: 'The best costumes win prizes from our partners, from Father Frost to a snowman.' },
    b: { title: 'Gift certificate', text: 'Give your loved ones a place at any start of the next season: the certificate arrives by e-mail right after payment.' },
    c: { title: 'For the whole family', text: 'A 1 km kids’ run and a play zone for the youngest supporters.' },
    cta: 'Choose a gift certificate',
  },
} as const satisfies MessagesShape<typeof ru>;
