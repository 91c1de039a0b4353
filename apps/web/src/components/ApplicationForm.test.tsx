/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ApplicationCreateInput } from '@tailor/contracts/browser';
import { todayIso } from '../lib/format';
import { ApplicationForm, canSubmitApplication, initialApplicationForm, toApplicationInput } from './ApplicationForm';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function pickCompany(name: string) {
  fireEvent.change(screen.getByRole('combobox', { name: 'Company (required)' }), { target: { value: name } });
  await act(async () => jest.advanceTimersByTime(500));
  fireEvent.click(screen.getAllByRole('option')[0] as HTMLElement);
}

describe('ApplicationForm', () => {
  it('starts with today, Applied and one empty emphasis row', () => {
    render(<ApplicationForm onSubmit={jest.fn()} />);
    expect((screen.getByLabelText('Application Date') as HTMLInputElement).value).toBe(todayIso());
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('Applied');
    expect(screen.getAllByRole('textbox', { name: /^Key emphasis area/ })).toHaveLength(1);
    const statuses = Array.from((screen.getByLabelText('Status') as HTMLSelectElement).options).map((o) => o.value);
    expect(statuses).toEqual(['Applied', 'Interview Scheduled', 'Interview Completed', 'Offer', 'Rejected', 'Withdrawn']);
  });

  it('keeps Add Application disabled until company and role are given', async () => {
    render(<ApplicationForm onSubmit={jest.fn()} />);
    const add = () => screen.getByRole('button', { name: 'Add Application' }) as HTMLButtonElement;
    expect(add().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Role (required)'), { target: { value: 'Engineer' } });
    expect(add().disabled).toBe(true);
    await pickCompany('google');
    expect(add().disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Role (required)'), { target: { value: '   ' } });
    expect(add().disabled).toBe(true);
  });

  it('adds and removes emphasis rows, submits the cleaned values and resets', async () => {
    const onSubmit = jest.fn(async (_input: ApplicationCreateInput) => true);
    render(<ApplicationForm onSubmit={onSubmit} />);
    await pickCompany('micro');
    fireEvent.change(screen.getByLabelText('Role (required)'), { target: { value: ' Staff Engineer ' } });
    fireEvent.change(screen.getByLabelText('Match Score (%)'), { target: { value: '120' } });
    fireEvent.change(screen.getByLabelText('Resume Version'), { target: { value: 'v3' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Key emphasis area 1' }), { target: { value: 'APIs' } });
    fireEvent.click(screen.getByRole('button', { name: '+ Add emphasis area' }));
    fireEvent.click(screen.getByRole('button', { name: '+ Add emphasis area' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Key emphasis area 2' }), { target: { value: 'to remove' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Key emphasis area 3' }), { target: { value: 'Kubernetes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove key emphasis area 2' }));
    expect(screen.getAllByRole('textbox', { name: /^Key emphasis area/ }).map((i) => (i as HTMLInputElement).value)).toEqual(['APIs', 'Kubernetes']);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'Offer' } });
    fireEvent.change(screen.getByLabelText('Feedback/Notes'), { target: { value: 'Great call' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add Application' }));
    });
    expect(onSubmit).toHaveBeenCalledWith({
      company: 'Microsoft',
      companyData: expect.objectContaining({
        name: 'Microsoft',
        domain: 'microsoft.com',
        industry: 'Technology',
        logo: 'https://logo.clearbit.com/microsoft.com',
      }),
      role: 'Staff Engineer',
      date: todayIso(),
      status: 'Offer',
      resumeVersion: 'v3',
      matchScore: 100,
      keyEmphasis: ['APIs', 'Kubernetes'],
      feedback: 'Great call',
    });
    expect((screen.getByLabelText('Role (required)') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('Applied');
    expect(screen.getAllByRole('textbox', { name: /^Key emphasis area/ })).toHaveLength(1);
    expect((screen.getByRole('combobox', { name: 'Company (required)' }) as HTMLInputElement).value).toBe('');
  });

  it('turns a non-numeric match score into 0', () => {
    const state = { ...initialApplicationForm(), company: { name: 'Acme', company: null }, role: 'Dev', matchScore: 'abc' };
    expect(canSubmitApplication(state)).toBe(true);
    expect(toApplicationInput(state)).toMatchObject({ company: 'Acme', companyData: null, matchScore: 0, keyEmphasis: [] });
  });
});
