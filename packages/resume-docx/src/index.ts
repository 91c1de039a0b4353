/** Word export of a tailored resume. */
export { renderResumeDocx, buildResumeDocument } from './render';
export { docxFileName, asBullet, groupSkills, printableExperiences, educationLine, type SkillGroupName } from './text';
export { MARGIN_TWIPS } from './styles';
export type { DocxPerson, RenderResumeInput, SkillCategoryOf } from './types';
