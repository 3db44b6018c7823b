import { balancesOf, type TMemberData } from '@portal/contract';
import { usePointsName } from '../../lib/branding';
import { formatPoints } from '../../lib/format';
import classes from './layout.module.css';

function PointsBox({ label, value, unit }: { label: string; value: number; unit: string }) {
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
  return (
    <section
      aria-label="Your points"
      className={classes.pointsSummary}
      style={{ gridTemplateColumns: `repeat(${member.isManager ? 2 : 1}, minmax(0, 1fr))` }}
    >
      <PointsBox label="TO REDEEM" value={balancesOf(member).redeem} unit={unit} />
      {member.isManager && (
        <PointsBox label="TO RECOGNISE" value={balancesOf(member).recognise} unit={unit} />
      )}
    </section>
  );
}
