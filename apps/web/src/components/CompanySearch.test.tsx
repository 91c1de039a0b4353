/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CompanySearch, type CompanySelection } from './CompanySearch';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup(allowCustom = false) {
  const onChange = jest.fn<void, [CompanySelection | null]>();
  render(<CompanySearch onChange={onChange} allowCustom={allowCustom} />);
  const input = screen.getByRole('combobox', { name: 'Company' }) as HTMLInputElement;
  const type = (text: string) => fireEvent.change(input, { target: { value: text } });
  const wait = (ms: number) => act(async () => jest.advanceTimersByTime(ms));
  const names = () => screen.queryAllByRole('option').map((o) => o.querySelector('.company-option__name')?.textContent);
  return { onChange, input, type, wait, names };
}

describe('CompanySearch', () => {
  it('shows Searching... for the simulated 500 ms, then case-insensitive matches on name, domain or industry', async () => {
    const { input, type, wait, names } = setup();
    expect(input.placeholder).toBe('Search for a company...');
    type('TECH');
    expect(screen.getByRole('button', { name: 'Searching...' })).toBeTruthy();
    await wait(499);
    expect(names()).toEqual([]);
    await wait(1);
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(names()).toEqual(['Google', 'Microsoft', 'Apple']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    type('uber.com');
    await wait(500);
    expect(names()).toEqual(['Uber']);
    type('entertain');
    await wait(500);
    expect(names()).toEqual(['Netflix']);
  });

  it('clears the results for a blank query and says when nothing matches', async () => {
    const { type, wait, names, input } = setup();
    type('goo');
    await wait(500);
    expect(names()).toEqual(['Google']);
    type('   ');
    await wait(500);
    expect(names()).toEqual([]);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    type('zzz');
    await wait(500);
    expect(screen.getByText('No companies match “zzz”.')).toBeTruthy();
  });

  it('selects with the keyboard, shows the card, and × clears the selection and the text', async () => {
    const { type, wait, input, onChange } = setup();
    type('tech');
    await wait(500);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]?.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    const selected = onChange.mock.calls[0]?.[0];
    expect(selected?.company?.name).toBe('Microsoft');
    const card = screen.getByRole('group', { name: 'Company' });
    expect(card.textContent).toContain('Redmond, WA');
    expect(card.textContent).toContain('220,000+ employees');
    expect(card.textContent).toContain('Operating systems');
    fireEvent.click(screen.getByRole('button', { name: 'Clear selected company Microsoft' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    const fresh = screen.getByRole('combobox', { name: 'Company' }) as HTMLInputElement;
    expect(fresh.value).toBe('');
  });

  it('selects with the mouse and offers the typed name when allowed', async () => {
    const { type, wait, onChange, names } = setup(true);
    type('Acme Robotics');
    await wait(500);
    expect(names()).toEqual(['Use “Acme Robotics”']);
    fireEvent.click(screen.getByRole('option'));
    expect(onChange).toHaveBeenCalledWith({ name: 'Acme Robotics', company: null });
    expect(screen.getByText('Not in the company list')).toBeTruthy();
  });

  it('hides a broken logo and shows initials', async () => {
    const { type, wait } = setup();
    type('netflix');
    await wait(500);
    const img = screen.getByRole('option').querySelector('img') as HTMLImageElement;
    expect(img.src).toBe('https://logo.clearbit.com/netflix.com');
    fireEvent.error(img);
    expect(screen.getByRole('option').querySelector('img')).toBeNull();
    expect(screen.getByRole('option').querySelector('.logo__initials')?.textContent).toBe('NE');
  });
});
