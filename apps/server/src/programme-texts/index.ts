/**
 * Translations of programme data (decision 059): what the programme team writes (values, the
 * points' name, nomination categories, products, content pages, adverts) said in the caller's
 * language, falling back to the source. Below the modules, like settings: every module that
 * shows programme data reads it here.
 */
export { pageTranslation, programmeTexts, type ProgrammeTexts } from './programme-texts.js';
export { deleteSubjectTranslations, replaceFieldTranslations, translationsOfKind } from './repository.js';
