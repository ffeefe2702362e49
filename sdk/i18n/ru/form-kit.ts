/**
 * The form kit (sdk/ui/form): what its fields say besides their labels and the messages of
 * sdk/forms. An area of its own, so the embed bundle loads these texts with the kit's code.
 */
export const formKit = {
  phoneCountry: 'Код страны',
  phoneCountries: {
    RU: 'Россия +7',
    KZ: 'Казахстан +7',
    BY: 'Беларусь +375',
    TJ: 'Таджикистан +992',
  },
  datePlaceholder: 'ДД.ММ.ГГГГ',
  chooseFile: 'Выбрать файл',
  fileUploaded: 'Загружен файл: {{name}}',
  uploading: 'Загружаем файл…',
  participant: 'Данные участника',
  insured: 'Данные застрахованного',
  region: 'Регион',
  place: 'Место',
  cluster: 'Кластер',
  document: 'Документ',
  license: 'Лицензия',
} as const;
