import { useState } from 'react';
import { initials } from '../lib/format';

interface CompanyLogoProps {
  name: string;
  logo?: string | null;
  size?: 'small' | 'large';
}

/** The logo service may be unreachable: a broken image is hidden and the initials shown instead. */
export function CompanyLogo({ name, logo, size = 'small' }: CompanyLogoProps) {
  const [broken, setBroken] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <span className={`logo logo--${size}`} aria-hidden="true">
      {(!loaded || broken || !logo) && <span className="logo__initials">{initials(name)}</span>}
      {logo && !broken && (
        <img
          className={loaded ? 'logo__img' : 'logo__img logo__img--loading'}
          src={logo}
          alt=""
          loading="lazy"
          referrerPolicy="no-referrer"
          onLoad={() => setLoaded(true)}
          onError={() => setBroken(true)}
        />
      )}
    </span>
  );
}
