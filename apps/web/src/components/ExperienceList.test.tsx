/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Experience, ResumeFileRecord } from '@tailor/contracts/browser';
import { ExperienceList } from './ExperienceList';

const experience = (over: Partial<Experience>): Experience => ({
  id: 'exp_1',
  user_id: 'u',
  company: 'Brightwell Foods',
  role: 'Buyer',
  period: '2019 - 2022',
  type: 'job',
  skills: [],
  achievements: ['Negotiated supplier terms'],
  skills_with_evidence: [],
  extracted_from: ['f1', 'f2'],
  is_merged: true,
  merged_from: ['f1', 'f2'],
  confidence_score: 0.8,
  start_year: 2019,
  end_year: 2022,
  created_at: '2026-03-04T10:05:00.000Z',
  members: ['f1#0', 'f2#1'],
  ...over,
});
const file = (id: string, name: string) => ({ id, original_filename: name }) as ResumeFileRecord;
const FILES = [file('f1', 'old.docx'), file('f2', 'new.txt')];

describe('ExperienceList corrections', () => {
  it('splits off the entries of the resumes the person picks', async () => {
    const onSplit = jest.fn(async () => undefined);
    render(<ExperienceList experiences={[experience({})]} files={FILES} onSplit={onSplit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Split Buyer at Brightwell Foods' }));
    const submit = screen.getByRole('button', { name: 'Split into two experiences' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('new.txt'));
    await act(async () => fireEvent.click(submit));
    expect(onSplit).toHaveBeenCalledWith('exp_1', ['f2#1']);
  });

  it('merges the experiences the person selects, and only read ones can be selected', async () => {
    const onMerge = jest.fn(async () => undefined);
    const list = [
      experience({}),
      experience({ id: 'exp_2', company: 'Brightwell', members: ['f1#3'] }),
      experience({ id: 'hand', company: 'Mine', members: undefined }),
    ];
    render(<ExperienceList experiences={list} files={FILES} onMerge={onMerge} onAdd={async () => undefined} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Merge selected/ })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select to merge Buyer at Brightwell Foods' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select to merge Buyer at Brightwell' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Merge selected (2)' })));
    expect(onMerge).toHaveBeenCalledWith(['exp_1', 'exp_2']);
    expect(screen.getByText('Merged the selected experiences into one.')).toBeTruthy();
  });

  // Focus is checked straight after the commit, with no animation frame run in between: on a busy
  // machine a frame can come before React commits, and focus must not depend on which comes first.
  it('puts focus on Undo once an experience is deleted, and back on Edit once the editor closes', async () => {
    const onDelete = jest.fn(async () => async () => undefined);
    const onUpdate = jest.fn(async () => undefined);
    const frames = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    try {
      render(<ExperienceList experiences={[experience({})]} files={FILES} onDelete={onDelete} onUpdate={onUpdate} />);
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete Buyer at Brightwell Foods' })));
      expect(document.activeElement?.textContent).toBe('Undo');

      fireEvent.click(screen.getByRole('button', { name: 'Edit Buyer at Brightwell Foods' }));
      fireEvent.change(screen.getByLabelText('Role', { exact: true }), { target: { value: 'Senior Buyer' } });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Edit Buyer at Brightwell Foods');
    } finally {
      frames.mockRestore();
    }
  });

  it('adds an experience by hand; company, role and period are required', async () => {
    const onAdd = jest.fn(async () => undefined);
    render(<ExperienceList experiences={[]} files={[]} onAdd={onAdd} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add an experience' }));
    for (const label of ['Role', 'Company', 'Period']) expect((screen.getByLabelText(label) as HTMLInputElement).required).toBe(true);
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'Volunteer Treasurer' } });
    fireEvent.change(screen.getByLabelText('Company'), { target: { value: 'Riverside Allotments' } });
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '2021 - Present' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(onAdd).toHaveBeenCalledWith({
      company: 'Riverside Allotments',
      role: 'Volunteer Treasurer',
      period: '2021 - Present',
      achievements: [],
      skills: [],
    });
  });
});

describe('ExperienceList sources', () => {
  it('shows the resume line each value was read from, and nothing for a value the person wrote', () => {
    const read = experience({
      sources: { role: { file_id: 'f2', line: 6, text: 'Buyer, Brightwell Foods' }, period: { file_id: 'f1', line: 0, text: '2019 - 2022' } },
    });
    const typed = experience({ id: 'exp_2', company: 'Mine', members: undefined, sources: undefined });
    render(<ExperienceList experiences={[read, typed]} files={FILES} />);
    const details = screen.getAllByText('Where this was read');
    expect(details).toHaveLength(1);
    expect(screen.getByText('Role: “Buyer, Brightwell Foods” (new.txt, line 7)')).toBeTruthy();
    expect(screen.getByText('Period: “2019 - 2022” (old.docx, line 1)')).toBeTruthy();
    expect(screen.queryByText(/^Company:/)).toBeNull();
  });
});
