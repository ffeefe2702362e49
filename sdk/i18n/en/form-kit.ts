import type { formKit as ru } from '../ru/form-kit.ts';
import type { MessagesShape } from '../messages-shape.ts';

/** The form kit (sdk/ui/form): what its fields say besides their labels. */
export const formKit = {
  phoneCountry: 'Country code',
  phoneCountries: {
    RU: 'Russia +7',
    KZ: 'Kazakhstan +7',
    BY: 'Belarus +375',
    TJ: 'Tajikistan +992',
  },
  datePlaceholder: 'DD.MM.YYYY',
  chooseFile: 'Choose a file',
  fileUploaded: 'Uploaded: {{name}}',
  uploading: 'Uploading the file…',
  participant: 'Participant details',
  insured: 'Insured person',
  region: 'Region',
  place: 'Place',
  cluster: 'Cluster',
  document: 'Document',
  license: 'Licence',
} as const satisfies MessagesShape<typeof ru>;
