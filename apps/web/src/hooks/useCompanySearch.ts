import { useCallback, useEffect, useRef, useState } from 'react';
import { COMPANY_SEARCH_DELAY_MS, MESSAGES, searchCompanies, type Company } from '@tailor/contracts/browser';

export interface CompanySearch {
  query: string;
  results: Company[];
  searching: boolean;
  /** A search has finished for the current text (so "no matches" can be told apart from "not searched"). */
  searched: boolean;
  open: boolean;
  error: string | null;
  selected: Company | null;
  setQuery(text: string): void;
  search(): void;
  select(company: Company): void;
  clear(): void;
  close(): void;
}

/**
 * Company search over the built-in list: an empty query clears the results; otherwise matches
 * appear after the simulated 500 ms wait. Typing starts a search too (each key restarts the wait).
 */
export function useCompanySearch(find: (query: string) => Company[] = searchCompanies, delayMs: number = COMPANY_SEARCH_DELAY_MS): CompanySearch {
  const [query, setQueryState] = useState('');
  const [results, setResults] = useState<Company[]>([]);
  const [searching, setSearching] = useState(false);
  const [searched, setSearched] = useState(false);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<Company | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setError(null);
      if (text.trim() === '') {
        setResults([]);
        setSearching(false);
        setSearched(false);
        setOpen(false);
        return;
      }
      setSearching(true);
      setSearched(false);
      timer.current = setTimeout(() => {
        try {
          setResults(find(text));
          setOpen(true);
        } catch {
          setResults([]);
          setError(MESSAGES.companySearchFailed);
        } finally {
          setSearching(false);
          setSearched(true);
        }
      }, delayMs);
    },
    [delayMs, find],
  );

  const setQuery = useCallback(
    (text: string) => {
      setQueryState(text);
      run(text);
    },
    [run],
  );

  const select = useCallback((company: Company) => {
    clearTimeout(timer.current);
    setSelected(company);
    setQueryState(company.name);
    setOpen(false);
    setSearching(false);
  }, []);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setSelected(null);
    setQueryState('');
    setResults([]);
    setSearching(false);
    setSearched(false);
    setOpen(false);
    setError(null);
  }, []);

  return {
    query,
    results,
    searching,
    searched,
    open,
    error,
    selected,
    setQuery,
    search: useCallback(() => run(query), [run, query]),
    select,
    clear,
    close: useCallback(() => setOpen(false), []),
  };
}
