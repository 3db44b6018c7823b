import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useBranding } from '../../lib/branding';
import { initialsOf } from '../../lib/format';
import classes from './layout.module.css';

/** Company logo (or a monogram when there is none) with company and programme names; links Home. */
export function BrandMark({ compact = false }: { compact?: boolean }) {
  const { companyName, programmeName, logoUrl } = useBranding();
  const name = companyName || programmeName;
  const { t } = useLingui();
  return (
    <Link to="/" className={classes.brandLink} aria-label={t`${name} home`}>
      {logoUrl ? (
        <img src={logoUrl} alt="" className={classes.logo} />
      ) : (
        <span className={`brand-monogram ${classes.monogram}`} aria-hidden="true">
          {initialsOf(name) || '★'}
        </span>
      )}
      {!compact && (
        <span style={{ minWidth: 0 }}>
          <div className={classes.companyName}>{name}</div>
          {companyName && <div className={classes.programmeName}>{programmeName}</div>}
        </span>
      )}
    </Link>
  );
}
