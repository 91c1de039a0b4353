/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ResumeFileRecord, StoredAnalysisRecord } from '@tailor/contracts/browser';
import { ResumeBody, ResumeViewer } from './ResumeViewer';
import { showEmbeddingBadge, StatusBadge } from './StatusBadge';
import { UploadedFilesList } from './UploadedFilesList';

const record = (over: Partial<ResumeFileRecord>): ResumeFileRecord => ({
  id: 'f1',
  user_id: 'u',
  original_filename: 'resume.docx',
  file_type: 'docx',
  file_size: 20_480,
  created_at: '2026-03-04T10:05:00.000Z',
  updated_at: '2026-03-04T10:05:00.000Z',
  processing_status: 'completed',
  embedding_status: 'completed',
  processing_error: null,
  processing_notes: [],
  structured_content: null,
  job_id: null,
  processing_time_ms: null,
  ...over,
});

describe('badges', () => {
  it.each([
    ['Interview Scheduled', 'badge--green'],
    ['Interview Completed', 'badge--green'],
    ['Applied', 'badge--yellow'],
    ['Offer', 'badge--blue'],
    ['Rejected', 'badge--red'],
    ['Withdrawn', 'badge--grey'],
    ['Generated', 'badge--grey'],
  ])('%s is %s', (status, className) => {
    render(<StatusBadge status={status} />);
    expect(screen.getByText(status).className).toContain(className);
  });

  it('shows the embedding badge only when it differs from processing and is not pending', () => {
    expect(showEmbeddingBadge('completed', 'completed')).toBe(false);
    expect(showEmbeddingBadge('failed', 'pending')).toBe(false);
    expect(showEmbeddingBadge('processing', 'pending')).toBe(false);
    expect(showEmbeddingBadge('processing', 'completed')).toBe(true);
    expect(showEmbeddingBadge('failed', 'completed')).toBe(true);
  });
});

describe('UploadedFilesList', () => {
  it('lists name, size in KB, date, badges and errors; collapses; deletes only after confirming', async () => {
    const onDelete = jest.fn(async () => undefined);
    render(
      <UploadedFilesList
        loaded
        onDelete={onDelete}
        files={[
          record({ id: 'a', original_filename: 'a.docx' }),
          record({
            id: 'b',
            original_filename: 'b.pdf',
            processing_status: 'failed',
            embedding_status: 'pending',
            processing_error: 'File is empty',
          }),
          record({ id: 'c', original_filename: 'c.txt', processing_status: 'processing', embedding_status: 'completed' }),
        ]}
      />,
    );
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain('20.0 KB');
    expect(rows[0]?.textContent).toContain('Uploaded');
    expect(within(rows[0] as HTMLElement).queryByText(/embedding/)).toBeNull();
    expect(within(rows[1] as HTMLElement).getByText('File is empty')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByText(/embedding/)).toBeNull();
    expect(within(rows[2] as HTMLElement).getByText('embedding completed')).toBeTruthy();

    const toggle = screen.getByRole('button', { name: 'Uploaded Files (3)' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);

    fireEvent.click(screen.getByRole('button', { name: 'Delete a.docx' }));
    expect(screen.getByText('Delete a.docx?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete a.docx' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    });
    expect(onDelete).toHaveBeenCalledWith('a');
  });

  it("shows a file's processing notes beside it, as a note named after the file", () => {
    const hidden = 'Hidden text was ignored: this file contains text a reader cannot see.';
    const nothing = 'No resume content found: the file has no recognisable experience, education or skills sections.';
    render(
      <UploadedFilesList
        loaded
        onDelete={jest.fn()}
        files={[
          record({ id: 'a', original_filename: 'a.docx', processing_notes: [hidden, nothing] }),
          record({ id: 'b', original_filename: 'b.docx' }),
        ]}
      />,
    );
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const notes = within(rows[0] as HTMLElement).getByRole('note', { name: 'Notes on a.docx' });
    expect(within(notes).getByText(hidden)).toBeTruthy();
    expect(within(notes).getByText(nothing)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByRole('note')).toBeNull();
  });

  it('handles 50 files and long names', () => {
    const files = Array.from({ length: 50 }, (_, i) => record({ id: `f${i}`, original_filename: `${'very-long-file-name-'.repeat(8)}${i}.docx` }));
    render(<UploadedFilesList loaded onDelete={jest.fn()} files={files} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(50);
    expect(screen.getByRole('button', { name: 'Uploaded Files (50)' })).toBeTruthy();
  });
});

describe('resume viewer states', () => {
  it('shows the placeholder without a resume', () => {
    render(<ResumeViewer record={null} />);
    expect(screen.getByText('Your tailored resume will appear here')).toBeTruthy();
  });

  it.each([
    ['', 'No content available'],
    [{ summary: '', experiences: [], skills: [], education: [] }, 'No content available'],
    [12, 'Content format not supported'],
    [{ unexpected: true }, 'Content format not supported'],
  ])('%p shows %s', (content, text) => {
    render(<ResumeBody content={content} />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('renders text with bold markers as text, never as markup', () => {
    const { container } = render(<ResumeBody content={'**Summary**\n<script>window.bad = 1</script> <img src=x onerror=alert(1)>'} />);
    expect(container.querySelector('strong')?.textContent).toBe('Summary');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<script>window.bad = 1</script>');
  });

  it('shows the card, the structured resume and the optimisation summary', () => {
    const analysis = {
      id: 'an1',
      match_score: 72.4,
      created_at: '2026-03-04T10:05:00.000Z',
      generated_resume: {
        summary: 'Backend engineer.',
        experiences: [{ company: 'Stripeline', role: 'Senior Engineer', period: '', achievements: ['Built APIs'] }],
        skills: ['TypeScript'],
        education: [{ degree: 'BSc', school: 'Leeds', year: '2016' }],
        match_analysis: { strengths: ['APIs'], gaps: [], recommendations: [] },
      },
      analysis_results: { role: 'Senior Backend Engineer', industry: 'FinTech', matchScore: 72.4, keyRequirements: ['a', 'b', 'c'] },
    } as unknown as StoredAnalysisRecord;
    render(<ResumeViewer record={analysis} />);
    expect(screen.getByRole('heading', { name: 'Generated Resume' })).toBeTruthy();
    expect(screen.getByText('Senior Backend Engineer · FinTech · 72% match')).toBeTruthy();
    expect(screen.getByText(/^Generated on /)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download DOCX' })).toBeTruthy();
    expect(screen.getByText('Recent')).toBeTruthy(); // a missing period reads 'Recent'
    const summary = screen.getByRole('region', { name: 'Resume Optimization Summary' });
    expect(summary.textContent).toContain('Target RoleSenior Backend Engineer');
    expect(summary.textContent).toContain('Industry FocusFinTech');
    expect(summary.textContent).toContain('Match Score72%');
    expect(summary.textContent).toContain('Key Requirements3');
  });
});
