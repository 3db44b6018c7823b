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
import { useState } from 'react';
import { formErrorText } from '../../../lib/api';

/** Most fields sit side by side on a wide screen and take the full width on a phone. */
const widthOf = (w: number) => ({ base: '100%', [w >= 300 ? 'sm' : 'xs']: w });

export interface Common<K> {
  name: K;
  label: string;
  description?: string;
  /** Width on a wide screen, in px. */
  w?: number;
  required?: boolean;
  /** The server's field name for errors, when it differs from `name`. */
  errorKey?: string;
}

/** One field of an admin form, described rather than written out: the form is a table of these. */
export type FieldSpec<F> = {
  [K in keyof F & string]:
    | (Common<K> & { kind: 'text'; type?: 'date' | 'url' | 'email'; placeholder?: string })
    | (Common<K> & { kind: 'number'; min?: number; max?: number; thousands?: boolean })
    | (Common<K> & {
        kind: 'select';
        data: readonly { value: string; label: string }[];
        placeholder?: string;
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
  const value = values[spec.name as keyof F] as unknown;
  const put = (v: unknown) => set(spec.name as keyof F, v as F[keyof F]);
  const common = {
    label: spec.label,
    description: spec.description,
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
          placeholder={spec.placeholder}
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
          thousandSeparator={spec.thousands ? ',' : undefined}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          data={spec.data as { value: string; label: string }[]}
          placeholder={spec.placeholder}
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
          label={spec.label}
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
