import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { LIMITS, ROLE_MESSAGES, type SendBy } from '@portal/contract';
import { RecipientPicker } from '../../components/select-members/RecipientPicker';
import { ScreenNotice } from '../../components/ScreenNotice';
import { useBranding, useValueList } from '../../lib/branding';
import { formatPoints } from '../../lib/format';
import { useMember } from '../../lib/member-data';
import { useForm } from '../../lib/use-form';
import { CardPreview } from './reward-form/CardPreview';
import { RewardFormCard, RewardSuccess } from './reward-form/RewardLayout';
import { DeliveryFields } from './reward-form/DeliveryFields';
import { useRewardSender } from './reward-form/use-reward-sender';

const TITLE = 'Points recognition';
const blank = () => ({ reason: '', points: '', sendBy: null as SendBy | null, message: '' });

/** /rewardtrfcustom: recognition with a typed points amount, for admin-report users (spec screen 10). */
export function PointsRecognitionScreen() {
  const { programmeName } = useBranding();
  useDocumentTitle(`${TITLE} · ${programmeName}`);
  const member = useMember();
  if (!member.isAdminReports)
    return <ScreenNotice heading={TITLE}>{ROLE_MESSAGES.adminReports}</ScreenNotice>;
  return <PointsRecognitionForm />;
}

function PointsRecognitionForm() {
  const member = useMember();
  const unit = member.pointsName || 'Beauty Bucks';
  const sender = useRewardSender();
  const valueList = useValueList('reward');
  const form = useForm(blank());
  const { values, setValue } = form;
  const errors = { ...form.errors, ...sender.errors };
  const typedPoints = /^\d+$/.test(values.points) ? Number(values.points) : undefined;

  if (sender.displayPart === 1) {
    return (
      <RewardSuccess
        title="Recognition sent"
        message="Your recognition and points are on their way."
        onSendAnother={sender.sendAnother}
      />
    );
  }

  async function submit() {
    const sent = await sender.send({
      what: 'reward',
      reason: values.reason,
      // The contract reads the typed text, so '1.5' or '12a' is refused rather than rounded.
      points: values.points.trim(),
      message: values.message.trim(),
      sendBy: values.sendBy as SendBy,
    });
    if (sent) form.setValues(blank());
  }

  return (
    <RewardFormCard
      title={TITLE}
      intro="Recognise outstanding work with points from your recognition budget."
      notice={sender.notice}
      pending={sender.pending}
      submitLabel="Send recognition"
      onSubmit={() => void submit()}
      aside={
        <CardPreview
          value={values.reason}
          recipients={sender.recipients}
          message={values.message}
          points={typedPoints}
          pointsName={unit}
        />
      }
    >
      <RecipientPicker value={sender.recipients} onChange={sender.setRecipients} error={errors.recipients} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Select
          label="Value"
          placeholder="Choose a value"
          data={valueList}
          value={values.reason || null}
          onChange={(v) => {
            setValue('reason', v ?? '');
            sender.clearError('reason');
          }}
          error={errors.reason}
          required
          allowDeselect={false}
        />
        <TextInput
          label="Points amount"
          description={
            member.isManager
              ? `1 to 20,000 per recipient. You have ${formatPoints(member.awardsPointsAvailableMng)} ${unit} to recognise.`
              : '1 to 20,000 per recipient.'
          }
          inputMode="numeric"
          maxLength={LIMITS.pointsInput}
          value={values.points}
          onChange={(event) => {
            setValue('points', event.currentTarget.value);
            sender.clearError('points');
          }}
          error={errors.points}
          required
        />
      </SimpleGrid>
      <DeliveryFields
        what="reward"
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
