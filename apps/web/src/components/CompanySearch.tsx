import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useCompanySearch } from '../hooks/useCompanySearch';
import type { Company } from '@tailor/contracts/browser';
import { CompanyLogo } from './CompanyLogo';

export interface CompanySelection {
  name: string;
  /** The built-in company, or null for a name typed by the user. */
  company: Company | null;
}

interface CompanySearchProps {
  label?: string;
  onChange(selection: CompanySelection | null): void;
  /** Offers the typed text as a company that is not in the built-in list. */
  allowCustom?: boolean;
}

type Option = { kind: 'company'; company: Company } | { kind: 'custom'; name: string };

/** Company search panel: search box, dropdown of matches, selection card with ×. */
export function CompanySearch({ label = 'Company', onChange, allowCustom = false }: CompanySearchProps) {
  const search = useCompanySearch();
  const [custom, setCustom] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const base = useId();
  const inputId = `${base}-input`;
  const listId = `${base}-list`;
  const typed = search.query.trim();

  const options: Option[] = search.results.map((company) => ({ kind: 'company', company }));
  if (allowCustom && search.searched && typed !== '' && !search.results.some((c) => c.name.toLowerCase() === typed.toLowerCase())) {
    options.push({ kind: 'custom', name: typed });
  }
  const expanded = search.open && (options.length > 0 || search.searched);

  useEffect(() => setActive(-1), [search.results]);

  function choose(option: Option) {
    if (option.kind === 'company') {
      search.select(option.company);
      setCustom(null);
      onChange({ name: option.company.name, company: option.company });
    } else {
      search.close();
      setCustom(option.name);
      onChange({ name: option.name, company: null });
    }
  }

  function clear() {
    search.clear();
    setCustom(null);
    onChange(null);
    inputRef.current?.focus();
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      if (!search.open) search.search();
      setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = expanded ? options[active] : undefined;
      if (option) choose(option);
      else search.search();
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      search.close();
    }
  }

  if (search.selected || custom) {
    const company = search.selected;
    return (
      <div className="field">
        <span className="label" id={`${base}-label`}>
          {label}
        </span>
        <div className="company-card" role="group" aria-labelledby={`${base}-label`}>
          <CompanyLogo name={company?.name ?? custom ?? ''} logo={company?.logo} size="large" />
          <div className="company-card__body">
            <strong className="company-card__name">{company?.name ?? custom}</strong>
            {company ? (
              <>
                <span className="meta">
                  <span>{company.industry}</span>
                  <span>{company.location}</span>
                  <span>{company.employees} employees</span>
                </span>
                <p className="company-card__description">{company.description}</p>
              </>
            ) : (
              <span className="muted">Not in the company list</span>
            )}
          </div>
          <button type="button" className="icon-button" onClick={clear} aria-label={`Clear selected company ${company?.name ?? custom}`}>
            ×
          </button>
        </div>
      </div>
    );
  }

  const activeId = active >= 0 && expanded ? `${base}-option-${active}` : undefined;
  return (
    <div className="field company-search">
      <label htmlFor={inputId}>{label}</label>
      <div className="company-search__row">
        <div className="company-search__box">
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={activeId}
            autoComplete="off"
            placeholder="Search for a company..."
            value={search.query}
            onChange={(e) => search.setQuery(e.target.value)}
            onKeyDown={keyDown}
          />
          <div className="company-search__dropdown" hidden={!expanded}>
            {search.results.length === 0 && (
              <p className="company-search__empty muted small" role="status">
                No companies match “{typed}”.
              </p>
            )}
            <ul id={listId} role="listbox" aria-label="Matching companies" className="company-search__list" hidden={options.length === 0}>
              {options.map((option, i) => (
                <li
                  key={option.kind === 'company' ? option.company.id : `custom-${option.name}`}
                  id={`${base}-option-${i}`}
                  role="option"
                  aria-selected={i === active}
                  className={i === active ? 'company-option company-option--active' : 'company-option'}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(option)}
                  onMouseEnter={() => setActive(i)}
                >
                  {option.kind === 'company' ? (
                    <>
                      <CompanyLogo name={option.company.name} logo={option.company.logo} />
                      <span className="company-option__text">
                        <span className="company-option__name">{option.company.name}</span>
                        <span className="muted small">
                          {option.company.industry} · {option.company.location}
                        </span>
                      </span>
                    </>
                  ) : (
                    <span className="company-option__text">
                      <span className="company-option__name">Use “{option.name}”</span>
                      <span className="muted small">Not in the company list</span>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <button type="button" className="button button--secondary" onClick={search.search} disabled={search.searching} aria-busy={search.searching}>
          {search.searching ? 'Searching...' : 'Search'}
        </button>
      </div>
      {search.error && (
        <p className="error-text" role="alert">
          {search.error}
        </p>
      )}
    </div>
  );
}
