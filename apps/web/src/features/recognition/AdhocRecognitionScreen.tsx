import { Select, SimpleGrid } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { ADHOC_AMOUNTS, MESSAGES, ROLE_MESSAGES, type SendBy } from '@portal/contract';
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

const TITLE = 'Ad hoc recognition';
const blank = () => ({
  reason: '',
  points: null as number | null,
  sendBy: null as SendBy | null,
  message: '',
});

/** /adhocrecognition: a manager's award to one member from the recognition budget (spec screen 7). */
export function AdhocRecognitionScreen() {
  const { programmeName } = useBranding();
  useDocumentTitle(`${TITLE} · ${programmeName}`);
  const member = useMember();
  if (!member.isManager) return <ScreenNotice heading={TITLE}>{ROLE_MESSAGES.manager}</ScreenNotice>;
  return <AdhocForm />;
}

function AdhocForm() {
  const member = useMember();
  const unit = member.pointsName || 'Beauty Bucks';
  // "Please select a recipient.": the ad hoc award goes to one person at a time.
  const sender = useRewardSender({ recipientRequired: MESSAGES.recipientRequiredAdhoc });
  const reasons = useValueList('adhoc');
  const form = useForm(blank());
  const { values, setValue } = form;
  const errors = { ...form.errors, ...sender.errors };

  if (sender.displayPart === 1) {
    return (
      <RewardSuccess
        title="Award sent"
        message={MESSAGES.adhocSubmitted}
        onSendAnother={sender.sendAnother}
      />
    );
  }

  async function submit() {
    const sent = await sender.send({
      what: 'adhoc',
      reason: values.reason,
      points: values.points ?? undefined,
      message: values.message.trim(),
      sendBy: values.sendBy as SendBy,
    });
    if (sent) form.setValues(blank());
  }

  return (
    <RewardFormCard
      title={TITLE}
      intro={`Award points from your recognition budget. You have ${formatPoints(member.awardsPointsAvailableMng)} ${unit} to recognise.`}
      notice={sender.notice}
      pending={sender.pending}
      submitLabel="Submit award"
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
      <RecipientPicker
        label="Recipient"
        singleMode
        value={sender.recipients}
        onChange={sender.setRecipients}
        error={errors.recipients}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Select
          label="Reason"
          placeholder="Choose a reason"
          data={reasons}
          value={values.reason || null}
          onChange={(v) => {
            setValue('reason', v ?? '');
            sender.clearError('reason');
          }}
          error={errors.reason}
          required
          allowDeselect={false}
        />
        <Select
          label="Points"
          placeholder="Choose an amount"
          data={ADHOC_AMOUNTS.map((a) => ({ value: String(a), label: `${formatPoints(a)} ${unit}` }))}
          value={values.points === null ? null : String(values.points)}
          onChange={(v) => {
            setValue('points', v ? Number(v) : null);
            sender.clearError('points');
          }}
          error={errors.points}
          required
          allowDeselect={false}
        />
      </SimpleGrid>
      <DeliveryFields
        what="adhoc"
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
