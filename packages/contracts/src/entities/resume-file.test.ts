import { resumeFile } from '../__tests__/fixtures';
import { ResumeFileRecordSchema } from './resume-file';

describe('ResumeFileRecordSchema', () => {
  it('reads a record stored before files had notes as one with no notes', () => {
    const { processing_notes: _notes, ...old } = resumeFile();
    expect(ResumeFileRecordSchema.parse(old).processing_notes).toEqual([]);
    expect(ResumeFileRecordSchema.parse({ ...old, processing_notes: ['Hidden text was ignored.'] }).processing_notes).toEqual([
      'Hidden text was ignored.',
    ]);
  });
});
