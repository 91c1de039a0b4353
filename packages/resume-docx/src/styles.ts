import { AlignmentType, BorderStyle, convertInchesToTwip, LevelFormat, type IPropertiesOptions } from 'docx';
import { DOCX } from '@tailor/contracts';

export const BULLET_REFERENCE = 'resume-bullet';

/** 1440 twips: 1-inch margins on every side. */
export const MARGIN_TWIPS = convertInchesToTwip(DOCX.marginInches);

/** Page sizes in twips, portrait. */
export const PAPER = { letter: { width: 12_240, height: 15_840 }, a4: { width: 11_906, height: 16_838 } } as const;

const FONT = 'Calibri';

/**
 * Word's built-in Title/Heading1/Heading2 styles, restyled, so screen readers, the navigation pane
 * and applicant-tracking systems see real structure; plain fonts that Word and LibreOffice both have.
 */
export const STYLES: IPropertiesOptions['styles'] = {
  default: {
    document: { run: { font: FONT, size: 22 }, paragraph: { spacing: { after: 60, line: 264 } } },
    title: { run: { font: FONT, size: 40, bold: true, color: '000000' }, paragraph: { spacing: { after: 40 } } },
    heading1: {
      run: { font: FONT, size: 26, bold: true, color: '1F3864', allCaps: true },
      paragraph: {
        spacing: { before: 240, after: 80 },
        keepNext: true,
        border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '1F3864', space: 1 } },
      },
    },
    heading2: {
      run: { font: FONT, size: 23, bold: true, color: '000000' },
      paragraph: { spacing: { before: 160, after: 20 }, keepNext: true },
    },
  },
};

/** One bullet list definition; every achievement paragraph points at it through w:numPr. */
export const NUMBERING: IPropertiesOptions['numbering'] = {
  config: [
    {
      reference: BULLET_REFERENCE,
      levels: [
        {
          level: 0,
          format: LevelFormat.BULLET,
          text: '\u2022',
          alignment: AlignmentType.LEFT,
          style: { paragraph: { indent: { left: 360, hanging: 240 } } },
        },
      ],
    },
  ],
};
