// The public entry "@racekit/sdk/i18n" (sdk/package.json, docs/sdk-entries.md): every export of the modules of sdk/i18n/, by name.
export { allTexts } from './all-texts.ts';
export { changeLanguage } from './change-language.ts';
export { createRacekitI18n, type StartingTexts } from './create-racekit-i18n.ts';
export { en } from './en.ts';
export { getRacekitI18n } from './get-racekit-i18n.ts';
export type { MessagesShape } from './messages-shape.ts';
export { providePageTexts, provideTexts, registerTexts, textsLoaded } from './page-texts.ts';
export { relationshipKeys } from './relationship-keys.ts';
export { ru } from './ru.ts';
export type { ServerMessage, ServerMessageKey, ServerTextKey } from './server-message.ts';
export { type AreaTexts, bundledTexts, type TextArea, textModule, type TextModule } from './text-module.ts';
export { isTranslationKey, type TranslationKey } from './translation-key.ts';
export { rememberLanguageChoice, visitorLanguage, visitorLanguageAtom } from './visitor-language.ts';
