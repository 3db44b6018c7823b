/**
 * Company sizes for the scale benchmark. `full` is the target company; every run also fills
 * and times 1/100 of the chosen size, so the ratio shows how each call grows with the data.
 * Tables that do not exist yet (recognitions, orders, nominations) keep their planned counts
 * here so the features that add them fill in proportion.
 */
export interface ScaleSize {
  label: string;
  members: number;
  recognitions: number;
  transfers: number;
  orders: number;
  nominations: number;
}

export const FULL: Omit<ScaleSize, 'label'> = {
  members: 100_000,
  recognitions: 2_000_000,
  transfers: 10_000_000,
  orders: 500_000,
  nominations: 200_000,
};

export const SCALES = { full: 1, small: 0.1, tiny: 0.01 } as const;
export type ScaleName = keyof typeof SCALES;

/** FULL times `factor`, never below a handful of rows so a tiny company still has every kind of member. */
export function sizeAt(
  label: string,
  factor: number,
  overrides: Partial<Omit<ScaleSize, 'label'>> = {},
): ScaleSize {
  const at = (n: number, min: number) => Math.max(min, Math.round(n * factor));
  return {
    label,
    members: overrides.members ?? at(FULL.members, 20),
    recognitions: overrides.recognitions ?? at(FULL.recognitions, 100),
    transfers: overrides.transfers ?? at(FULL.transfers, 200),
    orders: overrides.orders ?? at(FULL.orders, 20),
    nominations: overrides.nominations ?? at(FULL.nominations, 10),
  };
}

/** The same company a hundred times smaller (the base the ratios are taken against). */
export function hundredth(size: ScaleSize): ScaleSize {
  const d = (n: number, min: number) => Math.max(min, Math.round(n / 100));
  return {
    label: `${size.label}/100`,
    members: d(size.members, 20),
    recognitions: d(size.recognitions, 100),
    transfers: d(size.transfers, 200),
    orders: d(size.orders, 20),
    nominations: d(size.nominations, 10),
  };
}
