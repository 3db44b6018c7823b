import { useDocumentTitle } from '@mantine/hooks';
import { DEFAULT_SEND_BY, PAY_IT_FORWARD_AMOUNTS, type SendBy } from '@portal/contract';
import { useParams } from 'react-router';
import { RecipientPicker } from '../../components/select-members/RecipientPicker';
import { ScreenNotice } from '../../components/ScreenNotice';
import { useBranding, useValueList } from '../../lib/branding';
import { formatPoints } from '../../lib/format';
import { useMember } from '../../lib/member-data';
import { useForm } from '../../lib/use-form';
import { CardPreview } from './reward-form/CardPreview';
import { PointsChoice } from './reward-form/PointsChoice';
import { RewardFormCard, RewardSuccess } from './reward-form/RewardLayout';
import { DeliveryFields } from './reward-form/DeliveryFields';
import { ValueCards } from './reward-form/ValueCards';
import { useCelebration } from './reward-form/use-celebration';
import { usePreselectedMember } from '../../components/select-members/use-preselected-member';
import { useRewardSender } from './reward-form/use-reward-sender';

const blank = () => ({
  reason: '',
  points: null as number | null,
  sendBy: DEFAULT_SEND_BY.payitforward as SendBy | null,
  message: '',
});

/** /rewardpayitforward(/:selectedMemberId): a few points from the member's allowance (spec screen 11). */
export function PayItForwardScreen() {
  const { programmeName } = useBranding();
  const valueList = useValueList('payitforward');
  useDocumentTitle(`Pay It Forward · ${programmeName}`);
  const member = useMember();
  const unit = member.pointsName || 'Beauty Bucks';
  const { selectedMemberId } = useParams();
  const celebration = useCelebration('payitforward');
  const sender = useRewardSender();
  const form = useForm({ ...blank(), reason: celebration?.value ?? '' });
  const { values, setValue } = form;
  const preselect = usePreselectedMember(selectedMemberId ?? celebration?.memberId ?? null, (m) =>
    sender.setRecipients([m]),
  );
  // 'Happy Work Anniversary' comes only from a celebration link, so it joins the cards then.
  const cards =
    valueList.includes(values.reason) || !values.reason ? valueList : [values.reason, ...valueList];
  const errors = { ...form.errors, ...sender.errors };

  if (sender.displayPart === 1) {
    return (
      <RewardSuccess
        title="Points sent"
        message="Your Pay It Forward e-card and points are on their way."
        onSendAnother={sender.sendAnother}
      />
    );
  }

  async function submit() {
    const sent = await sender.send({
      what: 'payitforward',
      reason: values.reason,
      points: values.points ?? undefined,
      message: values.message.trim(),
      sendBy: values.sendBy as SendBy,
    });
    if (sent) form.setValues(blank());
  }

  return (
    <RewardFormCard
      title="Pay It Forward"
      intro="Pass on a few points to say well done. They come from your Pay It Forward allowance."
      notice={sender.notice}
      pending={sender.pending}
      submitLabel="Pay it forward"
      onSubmit={() => void submit()}
      aside={
        <CardPreview
          value={values.reason}
          recipients={sender.recipients}
          message={values.message}
          points={values.points ?? undefined}
          pointsName={unit}
        />
      }
    >
      {preselect.error && <ScreenNotice color="red">Error retrieving member data</ScreenNotice>}
      <RecipientPicker value={sender.recipients} onChange={sender.setRecipients} error={errors.recipients} />
      <ValueCards
        values={cards}
        value={values.reason}
        onChange={(v) => {
          setValue('reason', v);
          sender.clearError('reason');
        }}
        error={errors.reason}
      />
      <PointsChoice
        amounts={PAY_IT_FORWARD_AMOUNTS}
        value={values.points}
        unit={unit}
        description={`Each recipient receives this amount. You have ${formatPoints(member.awardsPointsAvailable1)} ${unit} to give.`}
        onChange={(v) => {
          setValue('points', v);
          sender.clearError('points');
        }}
        error={errors.points}
      />
      <DeliveryFields
        what="payitforward"
        sendBy={values.sendBy}
        message={values.message}
        errors={errors}
        onSendBy={(v) => setValue('sendBy', v)}
        onMessage={(v) => {
          setValue('message', v);
          sender.clearError('message');
        }}
      />
    </RewardFormCard>
  );
}
