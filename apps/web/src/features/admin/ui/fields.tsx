import {
  Checkbox,
  ColorInput,
  FileInput,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formErrorText } from '../../../lib/api';

/**
 * A field's words: a message descriptor (`msg`) when the table of fields is written at module
 * level, shown in the language of the moment; a plain string when it is already in it.
 */
export type FieldText = string | MessageDescriptor;

/** A field's words in the language shown. */
export const textOf = (i18n: I18n, text: FieldText): string =>
  typeof text === 'string' ? text : i18n._(text);
const maybeTextOf = (i18n: I18n, text: FieldText | undefined) =>
  text === undefined ? undefined : textOf(i18n, text);

/** The language's separators for a number field ("1,000" in English, "1.000" in German). */
function separatorOf(locale: string, type: 'group' | 'decimal', fallback: string): string {
  try {
    const parts = new Intl.NumberFormat(locale === 'en-XA' ? 'en-GB' : locale).formatToParts(1000.5);
    return parts.find((p) => p.type === type)?.value ?? fallback;
  } catch {
    return fallback;
  }
}
export const thousandsSeparator = (locale: string) => separatorOf(locale, 'group', ',');
export const decimalSeparator = (locale: string) => separatorOf(locale, 'decimal', '.');

/** Most fields sit side by side on a wide screen and take the full width on a phone. */
const widthOf = (w: number) => ({ base: '100%', [w >= 300 ? 'sm' : 'xs']: w });

export interface Common<K> {
  name: K;
  label: FieldText;
  description?: FieldText;
  /** Width on a wide screen, in px. */
  w?: number;
  required?: boolean;
  /** The server's field name for errors, when it differs from `name`. */
  errorKey?: string;
}

/** One field of an admin form, described rather than written out: the form is a table of these. */
export type FieldSpec<F> = {
  [K in keyof F & string]:
    | (Common<K> & { kind: 'text'; type?: 'date' | 'url' | 'email'; placeholder?: FieldText })
    | (Common<K> & { kind: 'number'; min?: number; max?: number; thousands?: boolean })
    | (Common<K> & {
        kind: 'select';
        data: readonly { value: string; label: FieldText }[];
        placeholder?: FieldText;
        searchable?: boolean;
        clearable?: boolean;
      })
    | (Common<K> & {
        kind: 'multi';
        data: readonly { value: string; label: string }[];
        placeholder?: string;
      })
    | (Common<K> & { kind: 'file'; accept: string })
    | (Common<K> & { kind: 'colour' })
    | (Common<K> & { kind: 'textarea' })
    | (Common<K> & { kind: 'check' });
}[keyof F & string];

/** A form's values, one setter per field, and a reset to given values. */
export function useFormValues<F extends object>(initial: F | (() => F)) {
  const [values, setValues] = useState<F>(initial);
  const set = <K extends keyof F>(k: K, v: F[K]) => setValues((f) => ({ ...f, [k]: v }));
  const reset = (patch: Partial<F>) => setValues((f) => ({ ...f, ...patch }));
  return { values, set, reset };
}

/** Renders a table of fields over one form's values, with the server's message beside each. */
export function AdminFields<F extends object>({
  fields,
  values,
  set,
  errors = {},
  align = 'flex-start',
  stacked = false,
}: {
  fields: readonly FieldSpec<F>[];
  values: F;
  set<K extends keyof F>(k: K, v: F[K]): void;
  errors?: Readonly<Partial<Record<string, string>>>;
  align?: 'flex-start' | 'flex-end';
  /** One field under another at full width, rather than side by side. */
  stacked?: boolean;
}) {
  const boxes = fields.filter((f) => f.kind === 'check');
  const inputs = fields.filter((f) => f.kind !== 'check');
  return (
    <>
      {inputs.length > 0 &&
        (stacked ? (
          <Stack gap="sm">
            {inputs.map((f) => (
              <Field key={f.name} spec={f} values={values} set={set} errors={errors} />
            ))}
          </Stack>
        ) : (
          <Group align={align} gap="sm">
            {inputs.map((f) => (
              <Field key={f.name} spec={f} values={values} set={set} errors={errors} />
            ))}
          </Group>
        ))}
      {boxes.length > 0 && (
        <Group mt="sm" gap="lg">
          {boxes.map((f) => (
            <Field key={f.name} spec={f} values={values} set={set} errors={errors} />
          ))}
        </Group>
      )}
    </>
  );
}

function Field<F extends object>({
  spec,
  values,
  set,
  errors,
}: {
  spec: FieldSpec<F>;
  values: F;
  set<K extends keyof F>(k: K, v: F[K]): void;
  errors: Readonly<Partial<Record<string, string>>>;
}) {
  // The spec's kind says what the value is; the casts tie the two together.
  const { i18n } = useLingui();
  const value = values[spec.name as keyof F] as unknown;
  const put = (v: unknown) => set(spec.name as keyof F, v as F[keyof F]);
  const common = {
    label: textOf(i18n, spec.label),
    description: maybeTextOf(i18n, spec.description),
    required: spec.required,
    error: errors[spec.errorKey ?? spec.name],
    w: spec.w ? widthOf(spec.w) : undefined,
  };
  switch (spec.kind) {
    case 'text':
      return (
        <TextInput
          {...common}
          type={spec.type}
          placeholder={maybeTextOf(i18n, spec.placeholder)}
          value={value as string}
          onChange={(e) => put(e.currentTarget.value)}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          value={value as number | string}
          onChange={put}
          min={spec.min}
          max={spec.max}
          allowDecimal={false}
          thousandSeparator={spec.thousands ? thousandsSeparator(i18n.locale) : undefined}
          decimalSeparator={spec.thousands ? decimalSeparator(i18n.locale) : undefined}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          data={spec.data.map((o) => ({ value: o.value, label: textOf(i18n, o.label) }))}
          placeholder={maybeTextOf(i18n, spec.placeholder)}
          searchable={spec.searchable}
          clearable={spec.clearable}
          allowDeselect={spec.clearable ?? false}
          value={(value as string) || null}
          onChange={(v) => put(v ?? '')}
        />
      );
    case 'multi':
      return (
        <MultiSelect
          {...common}
          data={spec.data as { value: string; label: string }[]}
          placeholder={(value as string[]).length ? undefined : spec.placeholder}
          value={value as string[]}
          onChange={put}
          clearable
        />
      );
    case 'colour':
      return (
        <ColorInput
          {...common}
          value={value as string}
          onChange={put}
          format="hex"
          withEyeDropper={false}
          size="md"
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          w={spec.w ? widthOf(spec.w) : '100%'}
          maw={720}
          value={value as string}
          onChange={(e) => put(e.currentTarget.value)}
          autosize
          minRows={2}
          maxRows={6}
        />
      );
    case 'file':
      return (
        <FileInput {...common} accept={spec.accept} value={value as File | null} onChange={put} clearable />
      );
    case 'check':
      return (
        <Checkbox
          label={textOf(i18n, spec.label)}
          checked={value as boolean}
          onChange={(e) => put(e.currentTarget.checked)}
        />
      );
  }
}

/** The server's message when it names no field (a field's own message shows beside it). */
export function FormErrorLine({
  error,
  fieldErrors = {},
}: {
  error: unknown;
  fieldErrors?: Readonly<Record<string, string>>;
}) {
  if (!error || Object.keys(fieldErrors).length) return null;
  return (
    <Text c="red" size="sm" mt="xs">
      {formErrorText(error)}
    </Text>
  );
}

/** Several boxes under one label, each a 44 px tap target. */
export function ChecksField({
  label,
  description,
  options,
  value,
  onChange,
  error,
  row = false,
}: {
  label: string;
  description?: string;
  options: readonly { value: string; label: string }[];
  value: string[];
  onChange(v: string[]): void;
  error?: string;
  /** Side by side on a wide screen (short labels), rather than one under another. */
  row?: boolean;
}) {
  const Layout = row ? Group : Stack;
  return (
    <Checkbox.Group label={label} description={description} value={value} onChange={onChange} error={error}>
      <Layout gap="xs" mt={6}>
        {options.map((o) => (
          <Checkbox
            key={o.value}
            value={o.value}
            label={o.label}
            styles={{ body: { minHeight: 44, alignItems: 'center' } }}
            w={row ? { base: '100%', xs: 220 } : undefined}
          />
        ))}
      </Layout>
    </Checkbox.Group>
  );
}
