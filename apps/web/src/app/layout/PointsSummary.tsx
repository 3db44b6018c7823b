import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { balancesOf, type TMemberData } from '@portal/contract';
import { usePointsName } from '../../lib/branding';
import { formatPoints } from '../../lib/format';
import classes from './layout.module.css';

function PointsBox({ label, value, unit }: { label: ReactNode; value: number; unit: string }) {
  return (
    <div className={classes.points}>
      <div className={classes.pointsLabel}>{label}</div>
      <div className={classes.pointsValue}>
        {formatPoints(value)}
        <span className={classes.pointsUnit}>{unit}</span>
      </div>
    </div>
  );
}

/** Points 'TO REDEEM' and, for managers, 'TO RECOGNISE'. */
export function PointsSummary({ member }: { member: TMemberData }) {
  const unit = usePointsName(member.pointsName);
  const { t } = useLingui();
  return (
    <section
      aria-label={t`Your points`}
      className={classes.pointsSummary}
      style={{ gridTemplateColumns: `repeat(${member.isManager ? 2 : 1}, minmax(0, 1fr))` }}
    >
      <PointsBox label={<Trans>TO REDEEM</Trans>} value={balancesOf(member).redeem} unit={unit} />
      {member.isManager && (
        <PointsBox label={<Trans>TO RECOGNISE</Trans>} value={balancesOf(member).recognise} unit={unit} />
      )}
    </section>
  );
}
