import { t as translate } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { LIMITS, type SendBy } from '@portal/contract';
import { useParams } from 'react-router';
import { RecipientPicker } from '../../components/select-members/RecipientPicker';
import { usePreselectedMember } from '../../components/select-members/use-preselected-member';
import { ScreenNotice } from '../../components/ScreenNotice';
import { formErrorText } from '../../lib/api';
import { useBranding, usePointsName, useValueList } from '../../lib/branding';
import { formatPoints } from '../../lib/format';
import { activeLocale } from '../../lib/i18n/active-locale';
import { SOURCE_LOCALE } from '../../lib/i18n/locales';
import { useMember } from '../../lib/member-data';
import { useForm } from '../../lib/use-form';
import { CardPreview } from './reward-form/CardPreview';
import { DeliveryFields } from './reward-form/DeliveryFields';
import { PointsChoice } from './reward-form/PointsChoice';
import { RewardFormCard, RewardSuccess } from './reward-form/RewardLayout';
import { useCelebration } from './reward-form/use-celebration';
import { useRewardSender, type SentSummary } from './reward-form/use-reward-sender';
import { ValueCards } from './reward-form/ValueCards';
import { REWARD_KINDS, type RewardKind } from './reward-kinds';
import { useValueLabel } from './value-labels';

/** Points as typed or chosen: '' is none yet; a typed amount stays text so '1.5' is refused, not rounded. */
const blank = (kind: RewardKind) => ({ reason: '', points: '', sendBy: kind.sendBy, message: '' });

/** "Amelia Ali, Ben Cole and Chloe Dean": English as it always read, other languages their own way. */
function namesList(names: readonly string[], locale = activeLocale.get()): string {
  if (names.length < 2) return names[0] ?? '';
  if (locale === SOURCE_LOCALE || locale === 'en-XA')
    return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
}

/** "Amelia Ali and Ben Cole received Teamwork with 10 Beauty Bucks." */
function sentSummary(sent: SentSummary, unit: string, label: (value: string) => string): string {
  const names = namesList(sent.names);
  const value = label(sent.reason);
  if (!sent.points) return translate`${names} received ${value}.`;
  const points = formatPoints(Number(sent.points));
  return translate`${names} received ${value} with ${points} ${unit}.`;
}

/** One reward screen (Simply Say, Pay It Forward, ad hoc, points recognition) per row of REWARD_KINDS. */
export function RewardScreen({ kind }: { kind: RewardKind }) {
  const { programmeName } = useBranding();
  const { i18n, t } = useLingui();
  const title = i18n._(kind.title);
  useDocumentTitle(t`${title} · ${programmeName}`);
  const member = useMember();
  if (kind.access && !kind.access.allowed(member)) {
    return <ScreenNotice heading={title}>{i18n._(kind.access.message)}</ScreenNotice>;
  }
  return <RewardForm kind={kind} />;
}

function RewardForm({ kind }: { kind: RewardKind }) {
  const member = useMember();
  const { i18n, t } = useLingui();
  const unit = usePointsName(member.pointsName);
  const valueList = useValueList(kind.what);
  const valueLabel = useValueLabel();
  const { selectedMemberId } = useParams();
  const celebration = useCelebration(kind.preselectFrom);
  const preselected = kind.preselectFrom ? (selectedMemberId ?? celebration?.memberId ?? null) : null;
  const sender = useRewardSender(
    kind.singleRecipient ? { recipientRequired: kind.singleRecipient.requiredMessage } : {},
  );
  const form = useForm({ ...blank(kind), reason: celebration?.value ?? '' });
  const { values, setValue } = form;
  const preselect = usePreselectedMember(preselected, (m) => sender.setRecipients([m]));
  const errors = { ...form.errors, ...sender.errors };
  const points = /^\d+$/.test(values.points) ? Number(values.points) : undefined;

  if (sender.part === 'success') {
    return (
      <RewardSuccess
        title={i18n._(kind.success.title)}
        message={i18n._(kind.success.message)}
        {...(sender.lastSent ? { summary: sentSummary(sender.lastSent, unit, valueLabel) } : {})}
        onSendAnother={sender.sendAnother}
      />
    );
  }

  async function submit() {
    const sent = await sender.send({
      what: kind.what,
      reason: values.reason,
      ...(kind.points.kind === 'none'
        ? {}
        : { points: kind.points.kind === 'typed' ? values.points.trim() : points }),
      message: values.message.trim(),
      sendBy: values.sendBy as SendBy,
    });
    if (sent) form.setValues(blank(kind));
  }

  const changeReason = (v: string) => {
    setValue('reason', v);
    sender.clearError('reason');
  };
  const changePoints = (v: string) => {
    setValue('points', v);
    sender.clearError('points');
  };
  // A celebration's value ('Happy Birthday'…) is not on the list, so it joins the cards then.
  // When a list value reads the same ('Happy Birthday'), the celebration's card stands for both.
  const cards =
    valueList.includes(values.reason) || !values.reason
      ? valueList
      : [values.reason, ...valueList.filter((v) => valueLabel(v) !== valueLabel(values.reason))];

  const valueField =
    kind.values.as === 'cards' ? (
      <ValueCards
        values={cards}
        value={values.reason}
        onChange={changeReason}
        error={errors.reason}
        description={kind.values.blurb?.(values.reason)}
      />
    ) : (
      <Select
        label={i18n._(kind.values.label)}
        placeholder={i18n._(kind.values.placeholder)}
        data={valueList.map((v) => ({ value: v, label: valueLabel(v) }))}
        value={values.reason || null}
        onChange={(v) => changeReason(v ?? '')}
        error={errors.reason}
        required
        allowDeselect={false}
      />
    );

  const pointsField = (() => {
    switch (kind.points.kind) {
      case 'none':
        return null;
      case 'choice':
        return (
          <PointsChoice
            amounts={kind.points.amounts}
            value={points ?? null}
            unit={unit}
            description={i18n._(kind.points.description(member, unit))}
            onChange={(v) => changePoints(String(v))}
            error={errors.points}
          />
        );
      case 'select':
        return (
          <Select
            label={t`Points`}
            placeholder={t`Choose an amount`}
            data={kind.points.amounts.map((a) => ({ value: String(a), label: `${formatPoints(a)} ${unit}` }))}
            value={values.points || null}
            onChange={(v) => changePoints(v ?? '')}
            error={errors.points}
            required
            allowDeselect={false}
          />
        );
      case 'typed':
        return (
          <TextInput
            label={t`Points amount`}
            description={i18n._(kind.points.description(member, unit))}
            inputMode="numeric"
            maxLength={LIMITS.pointsInput}
            value={values.points}
            onChange={(event) => changePoints(event.currentTarget.value)}
            error={errors.points}
            required
          />
        );
    }
  })();

  const memberError = preselect.error ? formErrorText(preselect.error) : '';
  return (
    <RewardFormCard
      title={i18n._(kind.title)}
      intro={i18n._(kind.intro(member, unit))}
      notice={sender.notice}
      pending={sender.pending}
      submitLabel={i18n._(kind.submitLabel)}
      onSubmit={() => void submit()}
      aside={
        <CardPreview
          value={values.reason}
          recipients={sender.recipients}
          message={values.message}
          {...(kind.points.kind === 'none' ? {} : { points, pointsName: unit })}
        />
      }
    >
      {preselect.error && (
        <ScreenNotice color="red">{t`Error retrieving member data: ${memberError}`}</ScreenNotice>
      )}
      <RecipientPicker
        {...(kind.singleRecipient ? { label: i18n._(kind.singleRecipient.label), singleMode: true } : {})}
        value={sender.recipients}
        onChange={sender.setRecipients}
        error={errors.recipients}
      />
      {kind.values.as === 'select' && kind.points.kind !== 'none' && kind.points.kind !== 'choice' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {valueField}
          {pointsField}
        </SimpleGrid>
      ) : (
        <>
          {valueField}
          {pointsField}
        </>
      )}
      <DeliveryFields
        what={kind.what}
        sendBy={values.sendBy}
        message={values.message}
        errors={errors}
        onSendBy={(v) => {
          setValue('sendBy', v);
          sender.clearError('sendBy');
        }}
        onMessage={(v) => {
          setValue('message', v);
          sender.clearError('message');
        }}
      />
    </RewardFormCard>
  );
}

/** The routes' screens: each a row of the table. */
export const SimplySayScreen = () => <RewardScreen kind={REWARD_KINDS.thankyou} />;
export const PayItForwardScreen = () => <RewardScreen kind={REWARD_KINDS.payitforward} />;
export const AdhocRecognitionScreen = () => <RewardScreen kind={REWARD_KINDS.adhoc} />;
export const PointsRecognitionScreen = () => <RewardScreen kind={REWARD_KINDS.reward} />;
